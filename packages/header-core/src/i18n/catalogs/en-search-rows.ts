/**
 * The English source of the strings that only the interaction chunk draws: the search box's empty-state
 * rows (issue 23: recent and popular searches). Every other catalog carries them beside its other
 * messages (they are compiled into each catalog chunk as usual), but English is not compiled with the
 * rest: compiled/en.ts is in every page's first bundle, and these strings ship with the chunk that draws
 * them (search/search.strings.ts imports this file). So they are plain text, with `{query}` the only
 * argument: no plural or select form, no ICU quoting (no ASCII apostrophe), and the interaction chunk
 * fills `{query}` as it fills a host's text override (catalogs.test.ts checks that messageformat
 * compiles each to the same text).
 */
export const enSearchRows = {
  /** The heading of the empty box's first group: what this person searched here before. */
  searchRecentGroup: 'Recent searches',
  /** The heading of the second group: what many visitors search (the API's popular searches). */
  searchPopularGroup: 'Popular searches',
  /** The button in the recent group's heading that removes every recent search. */
  searchRecentClear: 'Clear',
  /** The name of a recent row's remove button (the × at its end). */
  searchRecentRemove: 'Remove ‘{query}’ from recent searches',
  /** Said by the polite live region once a recent search was removed. */
  searchRecentRemoved: 'Removed ‘{query}’ from recent searches',
  /** Said by the polite live region once Clear removed them all. */
  searchRecentCleared: 'Recent searches cleared',
  /** The description of a recent row: how to remove it from the keyboard. */
  searchRecentHint: 'Press Delete to remove',
} as const;
