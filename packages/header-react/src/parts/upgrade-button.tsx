import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';

/** 'Start Now' / 'Rejoin …' / 'Resume Membership' (spec §4); nothing when the model has no upgrade. */
export function UpgradeButton({ className }: { className?: string }) {
  const { model } = useHeader();
  if (!model.upgrade) return null;
  return <HeaderLink link={model.upgrade} className={`mh-button mh-button--primary${className ? ` ${className}` : ''}`} />;
}
