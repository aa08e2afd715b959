/**
 * Feature flags the header reads (spec §6). The last three had no key in the spec; theirs are ours:
 * - `hq_classes`: suggestions ask for high-quality classes only (signed-in members).
 * - `referral_widget`: the profile menu's Refer a Friend entry carries the "Give 1 month, get 1 month" offer.
 * - `plans_link`: shows the Plans menu to logged-out visitors even without `lo_nav_update`.
 */
export const FLAG_KEYS = [
  'perm_live_sessions_nav',
  'lo_nav_update',
  'li_nav_update',
  'li_nav_community_link',
  'lo_nav_community_link',
  'ent_team_mgmt',
  'ch',
  'hq_classes',
  'referral_widget',
  'plans_link',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type Flags = ReadonlySet<FlagKey>;

const KNOWN = new Set<string>(FLAG_KEYS);

/** Parses a comma-separated flag list (a URL parameter, say); unknown keys are reported, not kept. */
export function parseFlags(csv: string | null | undefined): { flags: Flags; unknown: string[] } {
  const flags = new Set<FlagKey>();
  const unknown: string[] = [];
  for (const raw of (csv ?? '').split(',')) {
    const key = raw.trim();
    if (!key) continue;
    if (KNOWN.has(key)) flags.add(key as FlagKey);
    else unknown.push(key);
  }
  return { flags, unknown };
}
