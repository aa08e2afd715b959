// The search box's element ids. Imports nothing; the plain form (initial bundle) and the connect layer
// (with the machine) both use them.

/** DOM ids derived from the search box id. */
export function getSearchIds(id: string) {
  return {
    root: `${id}-root`,
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    live: `${id}-live`,
    clear: `${id}-clear`,
    group: (kind: string) => `${id}-group-${kind}`,
    groupLabel: (kind: string) => `${id}-group-${kind}-label`,
  };
}
