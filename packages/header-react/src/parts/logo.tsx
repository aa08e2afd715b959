import { useHeader } from '../context/header-context.ts';

/** The wordmark, linking to the logo target of the viewer's access (spec §2); named by `messages.homeLogo`. */
export function Logo() {
  const { model, Link } = useHeader();
  return (
    <Link href={model.logo.href} className="mh-logo" aria-label={model.logo.label}>
      <svg className="mh-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path className="mh-logo__cut" d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z" />
      </svg>
      <svg className="mh-logo__wordmark" viewBox="0 0 104 32" width="104" height="32" aria-hidden="true" focusable="false">
        <text x="0" y="22" fill="currentColor" fontFamily="inherit" fontSize="19" fontWeight="700" letterSpacing="-0.5">
          masthead
        </text>
      </svg>
    </Link>
  );
}
