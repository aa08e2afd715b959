// The work of the drawer's warm-up (use-drawer-warm-up.ts starts it): in the interaction chunk, so none
// of it (the queries, the machines' helpers) weighs on the page's first bundle.
import type { ApolloClient } from '@apollo/client';
import { NOTIFICATIONS_PAGE_SIZE, linkPolicy, type HeaderModel, type NotificationPage } from '@masthead/header-core';
import { cardPictures, prepareTimeAgo } from '@masthead/header-core/machines';
import { whenIdle } from '../hooks/scheduling.ts';
import { prefetchFirstPages } from './notifications-effects.ts';
import type { sanitizeAhead } from './safe-html.tsx';

/** The cards whose pictures are loaded ahead: those a drawer shows without scrolling. */
const FIRST_CARDS = 6;

/** Loads and decodes a picture ahead (the browser's cache then has it for the card's `<img>`). */
function preloadPicture(url: string): void {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  // Not every DOM decodes ahead (jsdom has no `decode`): then the picture only loads.
  image.decode?.().catch(() => {});
}

/** The messages of a page's first cards (what the drawer draws first), skipping what is not text. */
function firstMessages(page: NotificationPage): string[] {
  const edges = Array.isArray(page?.edges) ? page.edges.slice(0, NOTIFICATIONS_PAGE_SIZE) : [];
  return edges.flatMap((edge) => (typeof edge?.node?.message === 'string' ? [edge.node.message] : []));
}

export interface WarmDrawerOptions {
  /** Teacher or approved applicant: both lists, students' activity first (else the member's own). */
  readonly isTeacher: boolean;
  /** The header's model: the language (the cards' ages) and the hosts the cards may link to. */
  readonly model: Pick<HeaderModel, 'lang' | 'linkHosts'>;
  /** The cards chunk, for its sanitizer. */
  readonly cards: () => Promise<{ readonly sanitizeAhead: typeof sanitizeAhead }>;
}

/**
 * Everything the drawer's opening would do first, done ahead (the bell's intent, an idle page): the
 * lists' first pages (`prefetchFirstPages`), the cards' age formatters, the first cards' pictures loaded
 * and decoded, and their messages sanitized while the page is idle. Resolves once the pages are here
 * (the read flow may take them then), rejects if one failed (the click asks again).
 */
export async function warmDrawer(client: ApolloClient, { isTeacher, model, cards }: WarmDrawerOptions): Promise<void> {
  // The page's origin (the cards' links and pictures): read here, as only a browser warms the drawer.
  const origin = window.location.origin;
  const pages = prefetchFirstPages(client, isTeacher ? ['students', 'own'] : ['own']);
  whenIdle(() => prepareTimeAgo(model.lang));
  void Promise.all([cards(), ...pages])
    .then(([module, ...loaded]) => module.sanitizeAhead(loaded.flatMap(firstMessages), linkPolicy(origin, model.linkHosts)))
    .catch(() => {});
  const loaded = await Promise.all(pages);
  for (const url of loaded.flatMap((page) => cardPictures(page, { origin, count: FIRST_CARDS }))) preloadPicture(url);
}
