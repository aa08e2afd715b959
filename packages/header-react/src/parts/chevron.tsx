/** The menu trigger's arrow; it turns when the menu is open (its "active state", spec §4). */
export function Chevron() {
  return (
    <svg className="mh-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
