import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * 'Start Now' / 'Rejoin …' / 'Resume Membership' (spec §4); nothing when the model has no upgrade. Where the
 * link has a short label, the mobile renderer's CSS shows it instead ('Resume'), the full label staying
 * the accessible name, so the button keeps one line on phones.
 */
export function UpgradeButton({ className }: { className?: string }) {
  const { model } = useHeader();
  const upgrade = model.upgrade;
  if (!upgrade) return null;
  return (
    <HeaderLink link={upgrade} className={`mh-button mh-button--primary${className ? ` ${className}` : ''}`}>
      {upgrade.shortLabel ? (
        <>
          {/* Two visible forms, one of which CSS shows; the name is said once, whichever shows. */}
          <span className="mh-link__label mh-upgrade__full" aria-hidden="true">
            {upgrade.label}
          </span>
          <span className="mh-upgrade__short" aria-hidden="true">
            {upgrade.shortLabel}
          </span>
          <VisuallyHidden>{upgrade.label}</VisuallyHidden>
        </>
      ) : (
        <span className="mh-link__label">{upgrade.label}</span>
      )}
    </HeaderLink>
  );
}
