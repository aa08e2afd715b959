// Test support for the search machine (not exported from the barrel): GraphQL-shaped fixtures, a
// fake fetch actor whose answers the test releases in any order, and an actor on a simulated clock.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { createMemoryStorage } from '../storage/index.ts';
import { DEBOUNCE_MS } from './search.limits.ts';
import { searchMachine } from './search.machine.ts';
import type { FetchSuggestionsInput, RawSearchSuggestions, SearchEmitted, SearchEvent, SearchInput } from './search.types.ts';

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

export interface FakeCall {
  readonly input: FetchSuggestionsInput;
  aborted: boolean;
  settled: boolean;
  resolve(answer?: RawSearchSuggestions | null): void;
  reject(error?: unknown): void;
}

/** A fetch actor whose calls wait until the test resolves or rejects them; records aborts. */
export function createFakeFetch() {
  const calls: FakeCall[] = [];
  const logic = fromPromise<RawSearchSuggestions | null | undefined, FetchSuggestionsInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const call: FakeCall = {
          input,
          aborted: false,
          settled: false,
          resolve: (answer = fixtureAnswer(input.query)) => {
            call.settled = true;
            resolve(answer);
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

/** Lets promise callbacks (the fake fetch's answers) reach the actor. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A started search actor on a simulated clock with a fake fetch and memory storage. */
export function startSearch(input: Partial<SearchInput> = {}) {
  const clock = new SimulatedClock();
  const fake = createFakeFetch();
  const emitted: SearchEmitted[] = [];
  const storage = input.storage ?? createMemoryStorage();
  const actor = createActor(searchMachine.provide({ actors: { fetchSuggestions: fake.logic } }), {
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
  };
}
