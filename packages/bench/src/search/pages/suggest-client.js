// How the peer pages (and the plain floor) ask the bench server for suggestions: one GET per call,
// as each library's docs show for a remote source. An empty query asks nothing.
export function fetchSuggestions(query) {
  if (query.trim() === '') return Promise.resolve([]);
  return fetch(`/suggest?q=${encodeURIComponent(query)}`).then((response) => response.json());
}

export const KIND_LABEL = { skill: 'Skill', class: 'Class', path: 'Learning path', teacher: 'Teacher' };
