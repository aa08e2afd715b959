import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { getApolloContext } from '@apollo/client/react';
import type { NotificationsActor } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { whenIdle } from '../hooks/scheduling.ts';
import { interactionChunk, type InteractionChunk } from '../runtime/use-part.ts';
import type { WarmDrawerOptions } from './drawer-warm-up.ts';

/**
 * The drawer warmed ahead of the bell's click (issue 25), once per mount, on the bell's first sign of
 * use (pointer, focus: the returned `intent`) or once the page is idle after load, for every viewer with
 * a bell: nothing unread is no sign that the bell stays shut (past activity, a card read elsewhere), and
 * a press 1.5 s after load should find the cards drawn. The price: the first page of each list asked for
 * once per page view.
 * Warming loads both chunks; as the interaction chunk arrives, its `warmDrawer` fetches the lists' first
 * pages, their pictures, sanitized messages and ages; the read flow then takes the pages while the
 * drawer is closed (`lists.warm`: nothing is marked read before the opening), so the bell draws the
 * cards into the closed drawer (`listsAsked`) and the cards chunk lays them out while the page is idle:
 * the opening only shows them. A click before that asks for the lists itself, and nothing is warmed.
 * (Arguments, not an options object: the mobile bundle has no bytes to spare.)
 * @param actor the read flow, once the interaction chunk runs it (else null).
 * @param listsAsked the read flow's lists were asked for (warmed, or opened): nothing is left to warm.
 * @param isTeacher teacher or approved applicant: both lists are warmed, students' activity first.
 * @param loadCards loads the drawer's second chunk (the lists, the cards, DOMPurify).
 * @returns the bell's intent handler (pointer over it, focus).
 */
export function useDrawerWarmUp(actor: NotificationsActor | null, listsAsked: boolean, isTeacher: boolean, loadCards: WarmDrawerOptions['cards']): () => void {
  const { model } = useHeader();
  const client = useContext(getApolloContext()).client;
  // The first pages fetched ahead arrived (a failed one is asked for again by the click, not before it).
  const [pagesAhead, setPagesAhead] = useState(false);
  const started = useRef(false);
  // The pages fetched ahead are here: the read flow takes them at once if it runs (not at React's next
  // render and effect), else once it does (the effect below).
  const takeAhead = useRef(() => {});
  takeAhead.current = () => (actor && !listsAsked ? actor.send({ type: 'lists.warm' }) : setPagesAhead(true));
  // Run when the interaction chunk arrives, not when React next renders.
  const warmWith = useRef((_chunk: InteractionChunk) => {});
  warmWith.current = (chunk) => {
    if (started.current || listsAsked || !client) return;
    started.current = true;
    chunk.warmDrawer(client, { isTeacher, model, cards: loadCards }).then(() => takeAhead.current(), () => {});
  };
  const intent = useCallback(() => {
    loadCards().catch(() => {});
    interactionChunk.load().then((chunk) => warmWith.current(chunk), () => {});
  }, [loadCards]);
  // Once the page is idle: the machines too (whose notifications part starts the live bell, issue 21).
  useEffect(() => whenIdle(intent), [intent]);
  // The pages fetched ahead are here, the read flow runs and its lists never loaded: it takes them now.
  useEffect(() => {
    if (pagesAhead && actor && !listsAsked) actor.send({ type: 'lists.warm' });
  }, [pagesAhead, actor, listsAsked]);
  return intent;
}
