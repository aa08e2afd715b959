/** The usual small "opens in a new tab" arrow after a link's text; the words are for screen readers. */
export function NewTabIcon() {
  return (
    <svg className="mh-new-tab" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M9 3h4v4M13 3 7.5 8.5M11 9.5V13H3V5h3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
