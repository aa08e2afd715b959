// The empty search box's cases of the header page bench (src/header-page.mjs, issue 23), shared with the
// summaries that name them.

/**
 * The cases: desktop (a click in the box) and phone (a tap on the bar's search icon, which opens the
 * overlay with the box focused), each on a warm page (the goal) and as the page's first use of the box
 * (reported, not a goal: it waits for the interaction chunk and the popular searches' request).
 */
export const SEARCH_ROWS_CASES = [
  { variant: 'desktop', warm: true },
  { variant: 'mobile', warm: true },
  { variant: 'desktop', warm: false },
  { variant: 'mobile', warm: false },
];

/** How a case reads in the tables: 'desktop, warm page' or 'phone overlay, first use of the box'. */
export function searchRowsCaseName({ variant, warm }) {
  return `${variant === 'mobile' ? 'phone overlay (icon tap)' : 'desktop (click in the box)'}, ${warm ? 'warm page' : 'first use of the box'}`;
}
