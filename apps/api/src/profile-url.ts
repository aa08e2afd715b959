/**
 * Profile URLs, built the way spec §2 describes: /user/{vanityUsername} when the member chose one,
 * otherwise /profile/{firstName}-{lastName}/{username}. Every segment is percent-encoded because
 * names and usernames are user data (accents, apostrophes, ampersands).
 */
export function profileUrl(user: {
  firstName: string;
  lastName: string;
  username: string;
  vanityUsername: string | null;
}): string {
  if (user.vanityUsername) return `/user/${encodeURIComponent(user.vanityUsername)}`;
  const first = encodeURIComponent(user.firstName.replace(/\s+/g, '-'));
  const last = encodeURIComponent(user.lastName.replace(/\s+/g, '-'));
  return `/profile/${first}-${last}/${encodeURIComponent(user.username)}`;
}
