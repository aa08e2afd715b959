// A fake GetSearchSuggestions server behind a real ApolloClient for the search component tests
// (header-react, header-desktop and header-mobile import it): answers by query, records every
// request and every abort, and fails on request. search-fixtures.tsx adds the search machine's chunk.
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { render, screen, waitFor } from '@testing-library/react';
import type { HeaderProps } from '../src/header-props.ts';
import { HeaderProvider } from '../src/index.ts';
import { recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG } from '../testing/index.ts';

export interface SuggestionSpec {
  skills?: readonly (readonly [name: string, classCount: number])[];
  classes?: readonly string[];
  paths?: readonly (readonly [title: string, items: number])[];
  teachers?: readonly (readonly [name: string, followers: number])[];
  /** A class's url by title, instead of `/classes/{slug}/{n}`; a teacher's profile url by name. */
  urls?: Readonly<Record<string, string>>;
  /** A class's highlights by title, as [start, length] (the API's `highlights`); none by default. */
  highlights?: Readonly<Record<string, ReadonlyArray<readonly [start: number, length: number]>>>;
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Answers by lower-cased query; anything else answers four empty lists. */
export const SUGGESTIONS: Readonly<Record<string, SuggestionSpec>> = {
  wat: {
    skills: [['Watercolor', 19], ['Watercolor Portraits', 1]],
    classes: ['Watercolor 101', 'Loose Watercolor Florals'],
    paths: [['Watercolor: The Learning Path', 6]],
    teachers: [['Wat Tyler', 1240]],
  },
  watercolor: { skills: [['Watercolor', 19]], classes: ['Watercolor 101'] },
  photo: { classes: ['Photo Basics'] },
  // Links off our origin (issue 10): a foreign host, the community site (listed), a look-alike of it.
  links: {
    classes: ['Linked Foreign', 'Linked Community', 'Linked Lookalike', 'Linked Home'],
    teachers: [['Linked Away', 3], ['Linked Here', 4]],
    urls: {
      'Linked Foreign': 'https://evil.example/classes/1',
      'Linked Community': 'https://community.masthead.example/classes/2',
      'Linked Lookalike': 'https://community.masthead.example.evil.example/classes/3',
      'Linked Away': 'https://evil.example/user/away',
    },
  },
  xyz: {},
  // Issue 25: a top suggestion cased unlike the typed text, and answers that leave groups out.
  port: { skills: [['Portfolio Building', 12], ['Portraits', 4]], classes: ['Portfolio Reviews'] },
  brush: { classes: ['Brush Lettering', 'Brush Pens'], paths: [['Brushwork', 3]], teachers: [['Bru Shaw', 15]] },
  clay: { skills: [['Clay Modeling', 8]], paths: [['Clay at Home', 4]], teachers: [['Clayton Reed', 90]] },
  tutor: { teachers: [['Tutor One', 10], ['Tutor Two', 20], ['Tutor Three', 30]] },
  // Issue 33: two typed words, the second with a typo, each marking the word it matched.
  'watercolor esentials': { classes: ['Watercolor Essentials'], highlights: { 'Watercolor Essentials': [[0, 10], [11, 10]] } },
};

function connection<T>(typename: string, nodes: T[]) {
  return { __typename: `${typename}Connection`, searchId: 'sid', edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })) };
}

/** The GetSearchSuggestions `data` for `query`. */
export function suggestionsData(query: string) {
  const spec = SUGGESTIONS[query.toLowerCase()] ?? {};
  return {
    skillSuggestions: connection(
      'SkillSuggestion',
      (spec.skills ?? []).map(([name, classCount], i) => ({
        __typename: 'SkillSuggestion',
        id: `sk-${slugOf(name)}`,
        displayName: name,
        slug: slugOf(name),
        classCount,
        followerCount: 100 + i,
        isApproved: true,
      })),
    ),
    classSuggestions: connection(
      'ClassSuggestion',
      (spec.classes ?? []).map((title, i) => ({
        __typename: 'ClassSuggestion',
        id: `c-${slugOf(title)}`,
        title,
        coverImageUrl: `/img/covers/${i + 1}.svg`,
        url: spec.urls?.[title] ?? `/classes/${slugOf(title)}/${100 + i}`,
        highlights: (spec.highlights?.[title] ?? []).map(([start, length]) => ({ __typename: 'TextSpan', start, length })),
      })),
    ),
    learningPathsSuggestions: connection(
      'LearningPathSuggestion',
      (spec.paths ?? []).map(([title, items]) => ({
        __typename: 'LearningPathSuggestion',
        id: `p-${slugOf(title)}`,
        title,
        slug: slugOf(title),
        coverImage: '/img/covers/9.svg',
        items: { __typename: 'CountConnection', totalCount: items },
      })),
    ),
    teacherSuggestions: connection(
      'TeacherSuggestion',
      (spec.teachers ?? []).map(([name, followers]) => ({
        __typename: 'TeacherSuggestion',
        id: `t-${slugOf(name)}`,
        name,
        user: {
          __typename: 'TeacherUser',
          id: `u-${slugOf(name)}`,
          avatar: '/img/avatars/3.svg',
          url: spec.urls?.[name] ?? `/user/${slugOf(name)}`,
          followers: { __typename: 'CountConnection', totalCount: followers },
        },
      })),
    ),
  };
}

export interface FakeSuggestionsServer {
  client: ApolloClient;
  /** Every GetSearchSuggestions request, in order, with its variables. */
  calls: Record<string, unknown>[];
  /** Requests whose AbortSignal fired before they were answered. */
  aborted: number;
  /** Fail every request while true (a network error). */
  fail: boolean;
  /** Answer after this many ms. Default 0. */
  delay: number;
  /** Answer with null lists (an answer of the wrong shape) while true. */
  wrongShape: boolean;
}

export function fakeSuggestionsServer(): FakeSuggestionsServer {
  const server: FakeSuggestionsServer = { client: undefined as unknown as ApolloClient, calls: [], aborted: 0, fail: false, delay: 0, wrongShape: false };
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const variables = operation.variables as Record<string, unknown>;
        if (operation.operationName === 'GetSearchSuggestions') server.calls.push(variables);
        const signal = (operation.getContext() as { fetchOptions?: { signal?: AbortSignal } }).fetchOptions?.signal;
        let done = false;
        const onAbort = () => {
          if (!done) server.aborted += 1;
        };
        signal?.addEventListener('abort', onAbort);
        const timer = setTimeout(() => {
          done = true;
          if (server.fail) {
            subscriber.error(new Error('network down'));
            return;
          }
          const nothing = { classSuggestions: null, skillSuggestions: null, teacherSuggestions: null, learningPathsSuggestions: null };
          subscriber.next({ data: server.wrongShape ? nothing : suggestionsData(String(variables['query'] ?? '')) });
          subscriber.complete();
        }, server.delay);
        return () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
      }),
  );
  server.client = new ApolloClient({ cache: new InMemoryCache(), link });
  return server;
}

/** Renders a whole renderer (it brings its own HeaderProvider) inside an ApolloProvider over `server`. */
export function renderInApollo(ui: ReactElement, server = fakeSuggestionsServer()) {
  const wrap = (inner: ReactElement) => (
    <ApolloProvider client={server.client}>
      {inner}
      <main id="main">
        <button type="button">Page button</button>
      </main>
    </ApolloProvider>
  );
  const result = render(wrap(ui));
  return { ...result, server, rerenderInApollo: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** Renders `ui` (header parts) inside an ApolloProvider over `server` and a HeaderProvider. */
export function renderWithSuggestions(ui: ReactElement, props: Partial<HeaderProps> = {}, server = fakeSuggestionsServer()) {
  const analytics = recordingAnalytics();
  const navigate = vi.fn<(href: string) => void>();
  const all: HeaderProps = { viewer: null, categories: TEST_CATEGORIES, config: TEST_CONFIG, analytics, navigate, storage: null, ...props };
  const result = render(
    <ApolloProvider client={server.client}>
      <HeaderProvider {...all}>{ui}</HeaderProvider>
      <main id="main">
        <button type="button">Page button</button>
      </main>
    </ApolloProvider>,
  );
  return { ...result, server, analytics, navigate };
}

/** Waits (real timers: the 500 ms debounce, then the fake answer) until `name` is an option. */
export async function findOption(name: string | RegExp) {
  return screen.findByRole('option', { name }, { timeout: 3000 });
}

/** The search box's polite live region (the first one in the document). */
export function liveRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.mh-searchbox [role="status"][aria-live="polite"]');
}

/** Waits until the live region has settled on a count. */
export async function waitForSuggestions(count: number) {
  const pattern = count === 0 ? /^No suggestions$/ : new RegExp(`^${count} suggestions? available$`);
  await waitFor(() => expect(liveRegion()?.textContent).toMatch(pattern), { timeout: 3000 });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
