import { useEffect } from 'react';
import { recentSearchesOwner, type SearchActor } from '@masthead/header-core/machines';
import { useHeader } from '../context/header-context.ts';

/**
 * Gives the search machine the empty box's rows as the header has them now (issue 23): recent searches
 * in the header's `storage` (localStorage), as the viewer's (a visitor's, or the member's: another
 * viewer finds none, so signing out clears them), unless the host turned them off (`recentSearches`);
 * popular searches; and their strings from the host's `messages`. Sent again whenever one changes; the
 * machine reads the recent searches again then.
 *
 * The suggestions list (the interaction chunk) calls it rather than the box's first-bundle hook, so none
 * of this costs the first bundle. The list mounts as the machine starts; a first focus that started it
 * is followed by this at once, and the list opens if there are rows.
 */
export function useSearchRows(actor: SearchActor): void {
  const { storage, viewer, loading, recentSearches, messageOverrides } = useHeader();
  // Unknown while the viewer loads: nothing is read or kept until it is known.
  const owner = loading ? null : recentSearchesOwner(viewer?.id ?? null);
  const on = recentSearches !== false;
  useEffect(() => {
    actor.send({ type: 'rows.configure', recent: on ? { storage, owner } : null, popular: true, messages: messageOverrides ?? null });
  }, [actor, storage, owner, on, messageOverrides]);
}

/** Down, which opens the empty box's rows where an Escape or a press outside closed them. */
const OPEN_ROWS = { type: 'key.down', key: 'ArrowDown' } as const;

/**
 * Opens the empty box's rows again whenever they are closed while `closed` (the box focused and
 * empty, its list not showing) and there are rows: the machine's own Up or Down, which opens them
 * without highlighting one. Where there are none yet it does nothing; they open as they arrive.
 */
export function useRowsStayOpen(actor: SearchActor, closed: boolean): void {
  useEffect(() => {
    if (closed && actor.getSnapshot().can(OPEN_ROWS)) actor.send(OPEN_ROWS);
  }, [actor, closed]);
}
