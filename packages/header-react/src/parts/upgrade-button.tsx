import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';

/**
 * 'Start Now' / 'Rejoin …' / 'Resume Membership' (spec §4); nothing when the model has no upgrade. Where the
 * link has a short label, the mobile renderer's CSS shows it instead ('Resume'), the full label staying
 * the accessible name (visually hidden there), so the button keeps one line on phones.
 */
export function UpgradeButton({ className }: { className?: string }) {
  const { model } = useHeader();
  const upgrade = model.upgrade;
  if (!upgrade) return null;
  return (
    <HeaderLink link={upgrade} className={`mh-button mh-button--primary${className ? ` ${className}` : ''}`}>
      <span className="mh-link__label mh-upgrade__full">{upgrade.label}</span>
      {upgrade.shortLabel ? (
        <span className="mh-upgrade__short" aria-hidden="true">
          {upgrade.shortLabel}
        </span>
      ) : null}
    </HeaderLink>
  );
}
