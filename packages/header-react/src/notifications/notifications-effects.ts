import type { ApolloClient } from '@apollo/client';
import {
  GetNotificationsDocument,
  GetTeacherNotificationsDocument,
  MarkNotificationDocument,
  MarkNotificationsAsReadDocument,
} from '@masthead/graphql';
import {
  FIRST_PAGE_CURSOR,
  NOTIFICATIONS_PAGE_SIZE,
  type FetchPageInput,
  type MarkAllReadInput,
  type MarkAllReadResult,
  type MarkOneInput,
  type MarkOneResult,
  type NotificationFeedId,
  type NotificationPage,
} from '@masthead/header-core';

/** The three effects the notifications machine leaves to its host (its injected actors). */
export interface NotificationsEffects {
  /**
   * GetNotifications (`own`) or GetTeacherNotifications (`students`) from the network; a first page
   * fetched ahead (`prefetchFirstPages`) in the last minute is taken instead, once.
   */
  fetchPage(input: FetchPageInput): Promise<NotificationPage>;
  /** MarkNotificationsAsRead with the watermark. */
  markAllRead(input: MarkAllReadInput): Promise<MarkAllReadResult>;
  /** MarkNotification for one card. */
  markOne(input: MarkOneInput): Promise<MarkOneResult>;
}

function clientOrThrow(getClient: () => ApolloClient | undefined): ApolloClient {
  const client = getClient();
  if (!client) throw new Error('Notifications need an ApolloProvider around the header.');
  return client;
}

/** How long a first page fetched ahead stands in for the click's own request. */
export const PREFETCH_FRESH_MS = 60_000;

interface Ahead {
  readonly at: number;
  readonly page: Promise<NotificationPage>;
}

/** First pages fetched ahead of a click, per client and list (each is used once). */
const ahead = new WeakMap<ApolloClient, Map<NotificationFeedId, Ahead>>();

/** An answer of the wrong shape: treated like a failed request (the error text, a retry on reopening). */
class WrongShapeError extends Error {
  constructor(what: string) {
    super(`The ${what} answer has the wrong shape.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A page whose list and paging can be believed (each card is checked again when it is drawn). */
function checkedPage(connection: unknown): NotificationPage {
  if (!isObject(connection) || !Array.isArray(connection['edges']) || !isObject(connection['pageInfo'])) throw new WrongShapeError('notifications');
  const pageInfo = connection['pageInfo'];
  if (typeof pageInfo['hasNextPage'] !== 'boolean') throw new WrongShapeError('notifications');
  for (const edge of connection['edges']) {
    const node = isObject(edge) ? edge['node'] : null;
    if (!isObject(node) || typeof node['id'] !== 'string' || typeof node['createdAt'] !== 'string') throw new WrongShapeError('notifications');
  }
  return connection as unknown as NotificationPage;
}

/**
 * How long a notifications request (a list page, mark-all-read, one card) may take before it counts as
 * failed: the drawer shows its error text or rolls mark-all-read back, and the next open retries.
 */
export const PAGE_TIMEOUT_MS = 10_000;

/** Runs `request` with a signal that aborts it after PAGE_TIMEOUT_MS. */
async function withinTimeout<T>(what: string, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${what} did not answer within ${PAGE_TIMEOUT_MS / 1000} s.`)), PAGE_TIMEOUT_MS);
  try {
    return await request(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

function queryPage(client: ApolloClient, { feed, after, first }: FetchPageInput): Promise<NotificationPage> {
  return withinTimeout('The notifications', async (signal) => {
    // Straight from the network and not written to the cache: nothing reads it there (a retry really
    // retries), and normalizing a long page costs the main thread for nothing.
    const options = { variables: { after, first }, fetchPolicy: 'no-cache', errorPolicy: 'none', context: { fetchOptions: { signal } } } as const;
    const connection =
      feed === 'students'
        ? (await client.query({ query: GetTeacherNotificationsDocument, ...options })).data?.viewer?.teacherNotifications
        : (await client.query({ query: GetNotificationsDocument, ...options })).data?.viewer?.notifications;
    if (!connection) throw new Error('The notifications answer had no list (signed out?).');
    return checkedPage(connection);
  });
}

/**
 * Fetches the first page of each list ahead of the bell's click (the drawer's warm-up, `warmDrawer`),
 * so the drawer opens with its cards.
 * A list already fetched ahead in the last minute is not asked again; a failure is forgotten.
 * Returns each list's page (its promise).
 */
export function prefetchFirstPages(client: ApolloClient, feeds: readonly NotificationFeedId[], now = Date.now()): Promise<NotificationPage>[] {
  let lists = ahead.get(client);
  if (!lists) ahead.set(client, (lists = new Map()));
  return feeds.map((feed) => {
    const known = lists.get(feed);
    if (known && now - known.at < PREFETCH_FRESH_MS) return known.page;
    const entry: Ahead = { at: now, page: queryPage(client, { feed, after: FIRST_PAGE_CURSOR, first: NOTIFICATIONS_PAGE_SIZE }) };
    lists.set(feed, entry);
    entry.page.catch(() => {
      if (lists.get(feed) === entry) lists.delete(feed);
    });
    return entry.page;
  });
}

/** Resolves once the current frame has been painted, or after 100 ms where no frame comes (a hidden tab). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The first page fetched ahead for this request, if there is a fresh one (it is then used up). */
function takeAhead(client: ApolloClient, input: FetchPageInput, now = Date.now()): Promise<NotificationPage> | null {
  // The lists changed since it was fetched (the live stream said so): only the server's answer now.
  if (input.fresh === true) {
    ahead.get(client)?.delete(input.feed);
    return null;
  }
  if (input.after !== FIRST_PAGE_CURSOR || input.first !== NOTIFICATIONS_PAGE_SIZE) return null;
  const lists = ahead.get(client);
  const entry = lists?.get(input.feed);
  if (!lists || !entry) return null;
  lists.delete(input.feed);
  return now - entry.at < PREFETCH_FRESH_MS ? entry.page : null;
}

/**
 * The effects over Apollo. Every failure rejects (errorPolicy 'none', missing data), which the
 * machine turns into its error state; nothing is read from the cache, so a retry really retries.
 * @param getClient returns the current client (read at call time, so a swapped provider is honoured).
 */
export function createApolloNotificationsEffects(getClient: () => ApolloClient | undefined): NotificationsEffects {
  return {
    async fetchPage(input) {
      const client = clientOrThrow(getClient);
      return takeAhead(client, input) ?? queryPage(client, input);
    },
    async markAllRead({ before }) {
      const client = clientOrThrow(getClient);
      // An opening with its lists drawn ahead marks read at once: the request waits until the opened
      // drawer has been painted, so building and sending it does not delay that frame.
      await afterPaint();
      const result = await withinTimeout('Marking the notifications read', (signal) =>
        client.mutate({ mutation: MarkNotificationsAsReadDocument, variables: { input: { before } }, errorPolicy: 'none', context: { fetchOptions: { signal } } }),
      );
      const payload: unknown = result.data?.markNotificationsAsRead;
      // Believed only whole: a list of ids and a count (else nothing is shown as read, and the badge comes back).
      if (!isObject(payload) || !Array.isArray(payload['notificationIds']) || !payload['notificationIds'].every((id) => typeof id === 'string') || typeof payload['unreadCount'] !== 'number') {
        throw new WrongShapeError('MarkNotificationsAsRead');
      }
      return payload as unknown as MarkAllReadResult;
    },
    async markOne({ id, isRead }) {
      const client = clientOrThrow(getClient);
      const result = await withinTimeout('Marking the notification read', (signal) =>
        client.mutate({
          mutation: MarkNotificationDocument,
          variables: { input: { id, isRead } },
          errorPolicy: 'none',
          // A card click usually navigates away at once: keepalive lets the request outlive the page.
          context: { fetchOptions: { keepalive: true, signal } },
        }),
      );
      const payload: unknown = result.data?.markNotification;
      if (!isObject(payload) || typeof payload['id'] !== 'string' || typeof payload['isRead'] !== 'boolean') throw new WrongShapeError('MarkNotification');
      return payload as unknown as MarkOneResult;
    },
  };
}
