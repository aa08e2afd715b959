// Test support (not exported from the barrel): controllable fakes for the injected actors, and
// notification fixtures. Every request the machine makes is recorded and settled by the test.
import { createActor, fromPromise, type Actor, type InspectionEvent, type Snapshot } from 'xstate';
import { connectNotifications } from './notifications.connect.ts';
import { notificationsMachine } from './notifications.machine.ts';
import type {
  FetchPageInput,
  MarkAllReadInput,
  MarkAllReadResult,
  MarkOneInput,
  MarkOneResult,
  NotificationFeedId,
  NotificationNode,
  NotificationPage,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types.ts';

export interface PendingRequest<I, O> {
  readonly seq: number;
  readonly input: I;
  /** True once the machine stopped the invocation (its answer would be ignored). */
  aborted: boolean;
  settled: boolean;
  resolve(output: O): void;
  reject(error: unknown): void;
}

export interface FakeNotificationActors {
  readonly fetches: PendingRequest<FetchPageInput, NotificationPage>[];
  readonly markAlls: PendingRequest<MarkAllReadInput, MarkAllReadResult>[];
  readonly markOnes: PendingRequest<MarkOneInput, MarkOneResult>[];
  /** Requests still waiting for an answer the machine would accept. */
  inFlight(): {
    fetches: PendingRequest<FetchPageInput, NotificationPage>[];
    markAlls: PendingRequest<MarkAllReadInput, MarkAllReadResult>[];
    markOnes: PendingRequest<MarkOneInput, MarkOneResult>[];
  };
  /** Creates (does not start) an actor of `fakeNotificationsMachine` whose requests land here. */
  createActor(options: { input: NotificationsInput; snapshot?: Snapshot<unknown>; inspect?: (event: InspectionEvent) => void }): NotificationsActor;
}

interface AbortLike {
  addEventListener(type: 'abort', listener: () => void): void;
}

type Registry = Pick<FakeNotificationActors, 'fetches' | 'markAlls' | 'markOnes'>;
// One provided machine for the whole test run, so transition objects stay the same across actors
// (coverage is counted on them); each actor's system says which registry its requests go to.
const registries = new WeakMap<object, Registry>();
let seq = 0;

function fake<I, O>(pick: (registry: Registry) => PendingRequest<I, O>[]) {
  return fromPromise<O, I>(({ input, signal, system }) => {
    const registry = registries.get(system);
    if (!registry) return Promise.reject(new Error('fake actors: create the actor with fakes.createActor'));
    return new Promise<O>((resolve, reject) => {
      const request: PendingRequest<I, O> = {
        seq: seq++,
        input,
        aborted: false,
        settled: false,
        resolve: (output) => {
          request.settled = true;
          resolve(output);
        },
        reject: (error) => {
          request.settled = true;
          reject(error);
        },
      };
      (signal as unknown as AbortLike).addEventListener('abort', () => {
        request.aborted = true;
      });
      pick(registry).push(request);
    });
  });
}

/** The machine with controllable fake actors; create its actors through `createFakeNotificationActors().createActor`. */
export const fakeNotificationsMachine = notificationsMachine.provide({
  actors: {
    fetchPage: fake<FetchPageInput, NotificationPage>((r) => r.fetches as PendingRequest<FetchPageInput, NotificationPage>[]),
    markAllRead: fake<MarkAllReadInput, MarkAllReadResult>((r) => r.markAlls as PendingRequest<MarkAllReadInput, MarkAllReadResult>[]),
    markOne: fake<MarkOneInput, MarkOneResult>((r) => r.markOnes as PendingRequest<MarkOneInput, MarkOneResult>[]),
  },
});

export type NotificationsActor = Actor<typeof fakeNotificationsMachine>;

export function createFakeNotificationActors(): FakeNotificationActors {
  const registry = {
    fetches: [] as PendingRequest<FetchPageInput, NotificationPage>[],
    markAlls: [] as PendingRequest<MarkAllReadInput, MarkAllReadResult>[],
    markOnes: [] as PendingRequest<MarkOneInput, MarkOneResult>[],
  };
  const open = <I, O>(list: PendingRequest<I, O>[]) => list.filter((r) => !r.settled && !r.aborted);
  return {
    ...registry,
    inFlight: () => ({ fetches: open(registry.fetches), markAlls: open(registry.markAlls), markOnes: open(registry.markOnes) }),
    createActor: (options) => {
      const actor = createActor(fakeNotificationsMachine, options as never);
      registries.set(actor.system, registry);
      return actor;
    },
  };
}

/** Lets promise answers reach the machine (a few microtask turns; no timers in header-core). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A notification fixture; `minute` orders them (larger is newer). */
export function note(id: string, minute: number, extra: Partial<NotificationNode> = {}): NotificationNode {
  return {
    id,
    isRead: false,
    url: `/notifications/${id}`,
    actors: [{ firstName: 'Ada', lastName: 'Lovelace', mediumPictureUrl: 'https://cdn.example/ada.png', vanityUsername: null, username: 'ada' }],
    previewText: `Preview ${id}`,
    buttonText: 'View',
    image: { sources: [{ url: `https://cdn.example/${id}.jpg`, width: 160, height: 90 }] },
    message: `<p>Message <b>${id}</b></p>`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString(),
    ...extra,
  };
}

export function page(
  nodes: readonly NotificationNode[],
  endCursor: string | null,
  hasNextPage: boolean,
): NotificationPage {
  return { edges: nodes.map((node) => ({ cursor: `c-${node.id}`, node })), pageInfo: { endCursor, hasNextPage } };
}

export const feedOfInvoke: Record<string, NotificationFeedId> = { fetchOwn: 'own', fetchStudents: 'students' };

/**
 * A started read-flow actor over fake effects, recording what it emits, with its connect view at a fixed
 * "now" and the fetches of each feed: what the machine's and the retry tests start from.
 */
export function startNotifications(input: NotificationsInput) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input });
  const emitted: NotificationsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const send = (event: NotificationsEvent) => actor.send(event);
  const view = () => connectNotifications(actor.getSnapshot(), send, { now: () => Date.UTC(2025, 0, 1, 13, 0) });
  const fetches = (feed: NotificationFeedId) => fakes.fetches.filter((r) => r.input.feed === feed);
  return { fakes, actor, emitted, send, view, fetches };
}
