// Every goal the bench checks, in one table: what is measured, the target, and the issue that set it
// where the code names it.
// The measurements read their targets from here, and the results carry each goal under the same key
// (results.headerPage.goals.bellFirstCard, results.search.goals.p95WithinFloor, …). The bundle size
// budgets are the exception: budgets.json holds them beside their enforced ceilings, a ratchet whose
// changes the README logs.

export const GOALS = {
  // The header on the core page (header-page.mjs).
  headerClsZero: { target: 0, what: 'layout shift caused by the header during load and hydration' },
  searchFirstRow: { issue: 23, target: 100, unit: 'ms', what: 'focus → first painted row of the empty search box, median at 4× CPU on a warm page' },
  bellFirstCard: { issue: '12 and 25', target: 150, unit: 'ms', what: 'bell → first painted card, median of every pointer case' },
  bellClick: { issue: 25, target: 100, unit: 'ms', what: "the bell's click, Event Timing duration (strictly under)" },
  // A repeat visit (repeat-visit.mjs).
  repeatVisitBytes: { issue: 35, target: 2048, unit: 'B', what: "bytes a second visit to the core page moves apart from its HTML (strictly under)" },
  // A fresh start (cold-start.mjs): the first page after npm start says it is running, as a warm one.
  coldStartHeaderCls: { issue: 35, target: 0, what: "the header's layout shift on a member's first page after npm start, with the whole header in its HTML" },
  // Search, side by side (search-race.mjs).
  oneRequestPerWord: { target: 1, what: 'suggestion requests while a 10-letter word is typed (ours, at most)' },
  p95WithinFloor: { target: 1.1, what: "ours key→paint p95 over the plain React floor's, same run" },
  // The HTTP cache in front of /graphql (http-cache.mjs).
  servedWarm: { issue: 10, target: 0.9, what: 'share of suggestion lookups served by the cache once warm' },
  originCutWarm: { issue: 10, target: 0.9, what: "how much the cache cuts the API's requests once warm" },
  // Search at a marketplace's size (search-latency.mjs).
  suggestionsP95: { issue: 33, target: 10, unit: 'ms', what: 'suggestions (GetSearchSuggestions) p95 at the API at 50,000 classes, every query kind, typos included, on PGlite and PostgreSQL' },
  suggestionsGrowth: { issue: 33, target: 83, what: 'suggestions p50 at 200,000 classes over 2,400 (the catalogue grows 83-fold; the cost must grow far less)' },
  resultsPageP95: { issue: 33, target: 50, unit: 'ms', what: 'the results page (GetClasses and its facet counts) p95 at the API at 50,000 classes, on both engines' },
  // Live streams at scale (streams.mjs).
  streamsP99: { issue: 22, target: 250, unit: 'ms', what: 'event → every client p99 at 1,000 streams on two instances' },
  // The live bell while search runs (streams-search.mjs): the streams goal on the one API that searches.
  streamsUnderSearch: {
    issue: 33,
    target: 250,
    unit: 'ms',
    streams: 1000,
    rate: 100,
    classes: 50_000,
    what: 'event → every client p99 at 1,000 streams on one API on the embedded PGlite (50,000 classes) while it answers 100 suggestion requests a second; its longest event-loop stall reported',
  },
};

/** The goals of `found` (key → verdict) in the table's order, so that results list them alike. */
export function inTableOrder(found) {
  return Object.fromEntries(Object.keys(GOALS).filter((key) => key in found).map((key) => [key, found[key]]));
}
