// Test support for the search machine (not exported from the barrel): GraphQL-shaped fixtures, a
// fake fetch actor whose answers the test releases in any order, and an actor on a simulated clock.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { createMemoryStorage } from '../storage/index.ts';
import { DEBOUNCE_MS } from './search.limits.ts';
import { searchMachine } from './search.machine.ts';
import type { SafeStorage } from '../storage/index.ts';
import { RECENT_SEARCHES_KEY, recentSearchesOwner } from './search.recent.ts';
import type {
  FetchPopularInput,
  FetchSuggestionsInput,
  RawPopularSearches,
  RawSearchSuggestions,
} from './search.wire.types.ts';
import type { SearchEmitted, SearchEvent, SearchInput } from './search.types.ts';

export interface FixtureSpec {
  readonly skills?: readonly string[];
  readonly classes?: readonly string[];
  readonly paths?: readonly string[];
  readonly teachers?: readonly string[];
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A GetSearchSuggestions `data` object with the given names. */
export function rawAnswer(spec: FixtureSpec): RawSearchSuggestions {
  const edges = <T>(nodes: readonly T[]) => ({ searchId: 'sid', edges: nodes.map((node) => ({ node })) });
  return {
    skillSuggestions: edges(
      (spec.skills ?? []).map((name, i) => ({
        id: `sk${i}`,
        displayName: name,
        slug: slugOf(name),
        classCount: 10 + i,
        followerCount: 100 + i,
        isApproved: true,
      })),
    ),
    classSuggestions: edges(
      (spec.classes ?? []).map((title, i) => ({
        id: `c${i}`,
        title,
        coverImageUrl: `/img/covers/${i}.svg`,
        url: `/classes/${slugOf(title)}/${i}`,
      })),
    ),
    learningPathsSuggestions: edges(
      (spec.paths ?? []).map((title, i) => ({
        id: `p${i}`,
        title,
        slug: slugOf(title),
        coverImage: `/img/paths/${i}.svg`,
        items: { totalCount: 4 + i },
      })),
    ),
    teacherSuggestions: edges(
      (spec.teachers ?? []).map((name, i) => ({
        id: `t${i}`,
        name,
        user: { id: `u${i}`, avatar: `/img/avatars/${i}.png`, url: `/user/${slugOf(name)}`, followers: { totalCount: 1000 + i } },
      })),
    ),
  };
}

/** Answers by query used across the search tests. */
export const FIXTURES: Readonly<Record<string, FixtureSpec>> = {
  pho: {
    skills: ['Photography', 'Photo Editing'],
    classes: ['Phone Photography Basics', 'Photoshop for Beginners'],
    paths: ['Become a Photographer'],
    teachers: ['Phoebe Lens'],
  },
  photography: { skills: ['Photography'], classes: ['Photography Masterclass'] },
  xyz: {},
  wat: { skills: ['Watercolor'], classes: ['Watercolor 101', 'Watercolor Florals', 'Wet on Wet', 'Washes', 'Water Studies'] },
};

export function fixtureAnswer(query: string): RawSearchSuggestions {
  return rawAnswer(FIXTURES[query.toLowerCase()] ?? {});
}

/** One call of a deferred fake actor: it waits until the test answers or fails it; an abort is recorded. */
export interface DeferredCall<TInput, TAnswer> {
  readonly input: TInput;
  aborted: boolean;
  settled: boolean;
  resolve(answer?: TAnswer | null): void;
  reject(error?: unknown): void;
}

/** A promise actor whose calls wait for the test (`answer` gives a call's default answer); records aborts. */
function createDeferredActor<TInput, TAnswer>(answer: (input: TInput) => TAnswer) {
  const calls: DeferredCall<TInput, TAnswer>[] = [];
  const logic = fromPromise<TAnswer | null | undefined, TInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const call: DeferredCall<TInput, TAnswer> = {
          input,
          aborted: false,
          settled: false,
          resolve: (value = answer(input)) => {
            call.settled = true;
            resolve(value);
          },
          reject: (error = new Error('network')) => {
            call.settled = true;
            reject(error);
          },
        };
        (signal as { addEventListener(type: 'abort', listener: () => void): void }).addEventListener('abort', () => {
          call.aborted = true;
        });
        calls.push(call);
      }),
  );
  return {
    logic,
    calls,
    /** Calls neither answered nor aborted. */
    inFlight: () => calls.filter((call) => !call.settled && !call.aborted),
    last: () => calls[calls.length - 1],
  };
}

export type FakeCall = DeferredCall<FetchSuggestionsInput, RawSearchSuggestions>;

/** A fetch actor whose calls wait until the test resolves or rejects them; records aborts. */
export function createFakeFetch() {
  return createDeferredActor<FetchSuggestionsInput, RawSearchSuggestions>((input) => fixtureAnswer(input.query));
}

/** A GetPopularSearches `data` object with these queries (ids `pop0`…, slugs from the text). */
export function popularAnswer(queries: readonly string[] = POPULAR): RawPopularSearches {
  return { popularSearches: queries.map((query, i) => ({ id: `pop${i}`, query, slug: slugOf(query), searchCount: 1000 - i })) };
}

/** The popular searches the tests' API answers with (the first is also a recent search in ROWS_RECENT). */
export const POPULAR = ['Watercolor', 'Calligraphy', 'Oil Painting', 'Drawing', 'Photography'] as const;

export type FakePopularCall = DeferredCall<FetchPopularInput, RawPopularSearches>;

/** A `fetchPopular` actor whose calls wait until the test answers or fails them; records aborts. */
export function createFakePopular() {
  return createDeferredActor<FetchPopularInput, RawPopularSearches>(() => popularAnswer());
}

/** The recent searches' stored value, as the store writes it (a visitor's by default). */
export function storedRecent(queries: readonly unknown[], owner = recentSearchesOwner(null)): string {
  return JSON.stringify({ owner, queries });
}

/** A store that reads a fixed recent-searches value and ignores writes (the model and a live actor agree on it). */
export function frozenRecentStorage(queries: readonly string[], owner = recentSearchesOwner(null)): SafeStorage {
  const inner = createMemoryStorage({ [RECENT_SEARCHES_KEY]: storedRecent(queries, owner) });
  return { get: (key) => inner.get(key), set: () => {}, remove: () => {} };
}

/** Lets promise callbacks (the fake fetch's answers) reach the actor. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A started search actor on a simulated clock with a fake fetch and memory storage. */
export function startSearch(input: Partial<SearchInput> = {}) {
  const clock = new SimulatedClock();
  const fake = createFakeFetch();
  const popular = createFakePopular();
  const emitted: SearchEmitted[] = [];
  const storage = input.storage ?? createMemoryStorage();
  const actor = createActor(searchMachine.provide({ actors: { fetchSuggestions: fake.logic, fetchPopular: popular.logic } }), {
    input: { id: 's', ...input, storage },
    clock,
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const send = (event: SearchEvent) => actor.send(event);
  return {
    actor,
    clock,
    fake,
    popular,
    emitted,
    storage,
    send,
    snapshot: () => actor.getSnapshot(),
    ofType: <T extends SearchEmitted['type']>(type: T) =>
      emitted.filter((event): event is Extract<SearchEmitted, { type: T }> => event.type === type),
    /** Focus, type `value`, let the debounce settle. */
    typeAndSettle(value: string) {
      send({ type: 'input.focus' });
      send({ type: 'input.change', value, caretAtEnd: true });
      clock.increment(DEBOUNCE_MS);
    },
    /** Answers the last request with its fixture and lets the answer arrive. */
    async answer(answer?: RawSearchSuggestions | null) {
      fake.last()?.resolve(answer);
      await flush();
    },
    /** Answers the popular request in flight (default: POPULAR) and lets the answer arrive. */
    async answerPopular(answer?: RawPopularSearches | null) {
      popular.inFlight()[0]?.resolve(answer);
      await flush();
    },
  };
}
