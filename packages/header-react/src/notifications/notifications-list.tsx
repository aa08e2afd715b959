import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type LinkPolicy,
  type NavLink,
  type NotificationFeedView,
  type NotificationMessages,
} from '@masthead/header-core';
import { whenIdle } from '../hooks/scheduling.ts';
import { usePaintedOnce } from '../hooks/use-painted-once.ts';
import type { HeaderLink } from '../parts/header-link.tsx';
import type { CardAges } from './age-clock.ts';
import { LoadMoreSentinel } from './load-more-sentinel.tsx';
import { NotificationCard } from './notification-card.tsx';
import type { NotificationsSkeleton } from './notifications-skeleton.tsx';

/** The first bundle's views a list draws (`NotificationsBodyProps.views`): the students' link and the placeholders. */
export interface ListViews {
  Link: typeof HeaderLink;
  Skeleton: typeof NotificationsSkeleton;
}

/** Cards drawn in the drawer's first commit: more than a tall phone or desktop drawer shows. */
const FIRST_DRAWN = 6;

export interface NotificationsListProps {
  /** One list's view: status, cards, the spec §8 text, paging. */
  feed: NotificationFeedView;
  messages: NotificationMessages;
  /** Where links inside messages may point (`NotificationsApi.links`). */
  links: LinkPolicy;
  /** Whether the drawer is open: closing it draws the next opening from the top again. */
  open: boolean;
  /** The drawer's ticking ages (`useCardAges`). */
  ages: CardAges;
  views: ListViews;
}

/**
 * One list in its own scroll container (a tabpanel for teachers, a named region otherwise): the
 * students' link to the Teacher Hub, placeholders while loading, the cards, the infinite-scroll
 * sentinel, and the empty or error text (after the cards when a later page failed) with its Retry button.
 * However many cards are loaded, a page's worth is drawn at first (what fills the drawer in the first
 * commit, the rest once that is painted) and another as the end comes into view, the same sentinel that asks the server for the next page once every loaded card is drawn: a
 * long history opens as fast as a short one and the DOM grows only as far as the person scrolls.
 */
export function NotificationsList({ feed, messages, links, open, ages, views: { Link, Skeleton } }: NotificationsListProps) {
  const [drawn, setDrawn] = useState(NOTIFICATIONS_PAGE_SIZE);
  useEffect(() => {
    if (!open) setDrawn(NOTIFICATIONS_PAGE_SIZE);
  }, [open]);
  // An opening draws what fills the drawer (drawn ahead while it was closed, or in its first commit);
  // the rest of the page follows once that has been painted, as a background render (React yields
  // between its slices), and goes again when the drawer closes. A teacher's other tab, hidden, draws
  // nothing then: the bell opens with one list's work, as a member's does.
  const painted = usePaintedOnce(open, { transition: true, reset: true });
  const shown = painted ? drawn : feed.panelProps.hidden ? 0 : Math.min(drawn, FIRST_DRAWN);
  const cards = feed.cards(shown);
  const section = useRef<HTMLElement>(null);
  useLaidOutAhead(section, !open && cards.length > 0);
  // Drawn, or still to be drawn by the background render (no sentinel needed meanwhile).
  const moreLoaded = feed.itemCount > shown;
  const seeAll: NavLink | null = feed.seeAll
    ? { id: 'notifications-see-all', label: feed.seeAll.label, href: feed.seeAll.href, external: false, newTab: false, track: [] }
    : null;
  return (
    <section ref={section} className="mh-notifications__panel" tabIndex={0} {...feed.panelProps} data-feed={feed.feed} data-status={feed.status} data-scroll-root="">
      {seeAll ? <Link link={seeAll} className="mh-notifications__see-all" /> : null}
      {feed.status === 'loading' ? <Skeleton label={messages.loading} /> : null}
      {feed.itemCount > 0 ? (
        <ul className="mh-notifications__list">
          {cards.map((card) => (
            <NotificationCard key={card.id} card={card} messages={messages} links={links} ages={ages} />
          ))}
        </ul>
      ) : null}
      {feed.isLoadingMore ? <Skeleton label={messages.loading} rows={1} /> : null}
      {moreLoaded ? (
        // Keyed by what is drawn, so a sentinel still in view after a step asks again.
        shown < drawn ? null : <LoadMoreSentinel key={shown} onVisible={() => setDrawn((n) => n + NOTIFICATIONS_PAGE_SIZE)} />
      ) : feed.hasMore ? (
        <LoadMoreSentinel
          onVisible={() => {
            // The page asked for is drawn as it arrives.
            setDrawn(feed.itemCount + NOTIFICATIONS_PAGE_SIZE);
            feed.loadMore();
          }}
        />
      ) : null}
      {feed.message ? <p className="mh-notifications__message">{feed.message}</p> : null}
      {/* Nothing else would load the list again but closing and reopening the drawer (issue 25). */}
      {feed.retry ? (
        <p className="mh-notifications__retry">
          <button type="button" className="mh-button mh-button--ghost" onClick={feed.retry}>
            {messages.retry}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Cards drawn ahead in the closed drawer are laid out, hidden, when the page is next idle: the
 * fonts and the shaped text they need are then in the browser's caches, and the opening's layout only
 * places them (at 4× CPU, 96 ms of the opening's layout was shaping text for the first time). Nothing is
 * painted or exposed: the drawer is shown and hidden again within one task.
 */
function useLaidOutAhead(section: RefObject<HTMLElement | null>, ready: boolean) {
  useEffect(() => {
    if (!ready) return undefined;
    return whenIdle(() => {
      const dialog = section.current?.closest('dialog');
      if (!dialog || dialog.open) return;
      // As the open drawer is laid out (a column), but hidden; reading a size lays it out now. Set through
      // the CSS object model, which a style-src policy without 'unsafe-inline' allows.
      dialog.style.cssText = 'display:flex;flex-direction:column;visibility:hidden';
      dialog.getBoundingClientRect();
      dialog.removeAttribute('style');
      // Soon, not only once the page has nothing else to do: the live bell starting keeps it busy.
    }, { timeout: 100 });
  }, [section, ready]);
}
