// The interaction chunk: everything the header needs once it is used, loaded once per page on its
// first sign of use (see use-part.ts): xstate, every machine (menus, drawers and modals, the layer
// coordinator, the notice, search, notifications) with their effects over Apollo, the search box's
// suggestions list (with the empty box's recent and popular rows, and their English) and the
// notifications' connect function. The notification cards and DOMPurify
// are the second chunk, loaded with the bell (notifications-lazy.ts).
import { createActor, fromPromise, type InputFrom } from 'xstate';
import {
  drawerMachine,
  layerCoordinatorMachine,
  menuMachine,
  noticeMachine,
  notificationsMachine,
  searchMachine,
  timeAgo,
  timeAgoLabel,
  type FetchPageInput,
  type MarkAllReadInput,
  type MarkOneInput,
} from '@masthead/header-core/machines';
import { createApolloNotificationsEffects } from '../notifications/notifications-effects.ts';
import { createApolloPopular } from '../search/apollo-popular.ts';
import { createApolloSuggestions } from '../search/apollo-suggestions.ts';
import type * as LiveChunk from '../live/live-lazy.ts';
import type { GetClient, PartKey, PartLogic, PartStarters, StartedPart } from './parts.ts';

export { connectNotifications, connectSearch } from '@masthead/header-core/machines';
export { warmDrawer } from '../notifications/drawer-warm-up.ts';
export { SearchListbox } from '../search/search-listbox.tsx';
export { prepareSearchRows } from '../search/search-option.tsx';
/** The notification cards' ages, for the cards' chunk: it takes header-core's code from here, as it takes `connectNotifications`. */
export const ageFormat = { timeAgo, timeAgoLabel };

/** The live bell's chunk, asked for once (StrictMode starts a part twice). */
let live: Promise<typeof LiveChunk> | undefined;
const liveChunk = () => (live ??= import('../live/live-lazy.ts'));

const starters: PartStarters = {
  menu: (input) => {
    const actor = createActor(menuMachine, { input });
    return { actor, layer: actor };
  },
  drawer: (input) => {
    const actor = createActor(drawerMachine, { input });
    return { actor, layer: actor };
  },
  notice: (input) => ({ actor: createActor(noticeMachine, { input }), layer: null }),
  layers: () => ({ actor: createActor(layerCoordinatorMachine), layer: null }),
  search: (input, getClient) => {
    const logic = searchMachine.provide({ actors: { fetchSuggestions: createApolloSuggestions(getClient), fetchPopular: createApolloPopular(getClient) } });
    return { actor: createActor(logic, { input }), layer: null };
  },
  notifications: (input, getClient) => {
    const effects = createApolloNotificationsEffects(getClient);
    const logic = notificationsMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input: page }: { input: FetchPageInput }) => effects.fetchPage(page)),
        markAllRead: fromPromise(({ input: mark }: { input: MarkAllReadInput }) => effects.markAllRead(mark)),
        markOne: fromPromise(({ input: mark }: { input: MarkOneInput }) => effects.markOne(mark)),
      },
    });
    const actor = createActor(logic, { input });
    // The live bell (issue 21): its own chunk, loaded once the member's notifications run.
    const beside = () => {
      let stopLive: (() => void) | null = null;
      let stopped = false;
      liveChunk()
        .then((chunk) => {
          if (!stopped) stopLive = chunk.startLive(actor, getClient);
        })
        .catch(() => {});
      return () => {
        stopped = true;
        stopLive?.();
      };
    };
    return { actor, layer: actor, beside };
  },
};

/** Creates and starts the actor of the part `key`. */
export function startPart<K extends PartKey>(key: K, input: InputFrom<PartLogic[K]>, getClient: GetClient): StartedPart<K> {
  const start: PartStarters[K] = starters[key];
  const { actor, layer, beside } = start(input, getClient);
  actor.start();
  const stopBeside = beside?.();
  return {
    actor,
    layer,
    stop: () => {
      stopBeside?.();
      actor.stop();
    },
  };
}
