import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type RefObject } from 'react';
import {
  SEARCH_PAGE_PATH,
  connectPlainSearch,
  createSafeStorage,
  forgetQuery,
  searchMessagesFrom,
  type SearchActor,
  type SearchApi,
  type SearchEvent,
  type SearchMessages,
  type TrackIntent,
  type ViewerLoggedIn,
} from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { whenIdle } from '../hooks/scheduling.ts';
import { loadInteraction, usePart, type InteractionChunk } from '../runtime/use-part.ts';

export interface SearchBoxOptions {
  /**
   * True on the search results page: the box shows the page's `query` parameter (or, without one,
   * the stored search); elsewhere the stored search is forgotten (spec §4). Default false.
   */
  isSearchPage?: boolean;
  /** On the results page, its search as the host read it (`HeaderProps.searchQuery`): in the server's HTML too. */
  searchQuery?: string | undefined;
  /**
   * Performs a `navigate` intent instead of the default (the host's `navigate`, else
   * `window.location.assign`). The mobile overlay uses it to replace its history entry.
   */
  navigate?: (href: string) => void;
  /**
   * The `hq_classes` flag itself. The machine sends `onlyHighQuality` only when it is on and the
   * viewer is logged in, and follows the viewer as it loads; `model.search.onlyHighQuality` (the
   * default) is already false while the viewer loads and the machine takes its input only once.
   */
  highQualityFlag?: boolean;
}

export interface SearchBoxState {
  /** Props from `connectSearch` for this render (from `connectPlainSearch` until the machine runs). */
  readonly api: SearchApi;
  /** The machine's messages: the search keys of the header's one messages object, host overrides included. */
  readonly messages: SearchMessages;
  /**
   * True once hydrated and the machine runs: render the combobox then. False on the server, while
   * hydrating and until the machine's chunk has arrived: render the plain GET form.
   */
  readonly enhanced: boolean;
  /** The suggestions list, from the interaction chunk (null until it arrived); it binds to `actor`. */
  readonly Listbox: InteractionChunk['SearchListbox'] | null;
  /** The running search machine (null until the interaction chunk has arrived and started it). */
  readonly actor: SearchActor | null;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The wrapper around the form and the listbox (outside presses close the list). */
  readonly rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the list as an outside press would. */
  readonly dismiss: () => void;
  /** True while the keyboard (not the pointer) moves the highlight: only then is it scrolled into view. */
  readonly keyboardRef: RefObject<boolean>;
}

function defaultNavigate(href: string): void {
  window.location.assign(href);
}

/** The `query` parameter of the page's URL (the results page's search), if any. */
function urlQuery(): string {
  try {
    return new URLSearchParams(window.location.search).get('query') ?? '';
  } catch {
    return '';
  }
}

/**
 * One search box: the plain form until its machine has loaded, then one search actor with
 * suggestions over the host's Apollo client, submitted searches kept in session storage, `navigate`
 * and `track` intents performed (the inline completion is selected by the suggestions list).
 * What was typed before the machine came (and the focus) is handed over to it when it starts.
 */
export function useSearchBox({ isSearchPage = false, searchQuery, navigate: navigateOverride, highQualityFlag }: SearchBoxOptions = {}): SearchBoxState {
  const { model, messages, loading, viewer, navigate: hostNavigate, track } = useHeader();
  const id = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}search`;
  // The session store is reached lazily, inside a try: the server and sandboxed frames get memory.
  const [storage] = useState(() => createSafeStorage(() => window.sessionStorage));
  const searchMessages = useMemo(() => searchMessagesFrom(messages), [messages]);
  const loggedIn: ViewerLoggedIn = loading ? 'loading' : viewer !== null;
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Before the machine: the input keeps what is typed; focus starts loading the machine. From the
  // moment the machine starts (before the render that shows it) the plain handlers forward to it.
  // On the results page the host's query is there from the server's render on (the same on both sides).
  const [plain, setPlain] = useState({ value: (isSearchPage && searchQuery) || '', focused: false });
  const running = useRef<{ send: (event: SearchEvent) => void } | null>(null);

  // Elsewhere than the results page the stored search is forgotten (spec §4), machine or not; there
  // the machine loads at once to restore it.
  useEffect(() => {
    if (isSearchPage) loadInteraction();
    else forgetQuery(storage);
  }, [isSearchPage, storage]);

  const { actor, snapshot, chunk } = usePart(
    'search',
    {
      id,
      via: model.search.via,
      onlyHighQuality: highQualityFlag ?? model.search.onlyHighQuality,
      loggedIn,
      storage,
      messages: searchMessages,
      // The URL policy of suggestion links: our origin and the hosts the configuration lists.
      ...(typeof window === 'undefined' ? {} : { origin: window.location.origin }),
      linkHosts: model.linkHosts,
    },
    {
      onStart: (started) => {
        // Hand over: the focus and the text typed into the plain input (the DOM has every key so far).
        // Else, on the results page, the URL's query wins over a stored one (a shared link, the no-JS
        // form) and without one the stored search comes back.
        running.current = started;
        const input = inputRef.current;
        const typed = input?.value ?? plain.value;
        if (input && input.ownerDocument.activeElement === input) started.send({ type: 'input.focus' });
        const query = isSearchPage ? urlQuery() : '';
        if (typed !== '') started.send({ type: 'input.change', value: typed, caretAtEnd: !input || input.selectionEnd === typed.length });
        else if (query !== '') started.send({ type: 'input.change', value: query });
        else started.send({ type: 'page.restore', isSearchPage });
      },
    },
  );
  const api =
    chunk && actor && snapshot
      ? chunk.connectSearch(snapshot, actor.send)
      : connectPlainSearch(
          { id, value: plain.value, isFocused: plain.focused, via: model.search.via, searchPagePath: SEARCH_PAGE_PATH, messages: searchMessages, scripted: hydrated },
          {
            onChange: (value) => {
              // The plain value follows every key until the machine's render takes over, so the
              // controlled input never snaps back to an older value in between.
              setPlain((previous) => ({ ...previous, value }));
              running.current?.send({ type: 'input.change', value });
            },
            onFocus: () => {
              if (running.current) running.current.send({ type: 'input.focus' });
              else setPlain((previous) => ({ ...previous, focused: true }));
            },
            onBlur: () => {
              if (running.current) running.current.send({ type: 'input.blur' });
              else setPlain((previous) => ({ ...previous, focused: false }));
            },
          },
        );
  const enhanced = hydrated && actor !== null && snapshot !== null;

  useEffect(() => {
    actor?.send({ type: 'viewer.set', loggedIn });
  }, [actor, loggedIn]);
  // What drawing the first list needs, made while the page is idle.
  useEffect(() => (chunk ? whenIdle(() => chunk.prepareSearchRows(searchMessages)) : undefined), [chunk, searchMessages]);

  const go = useEffectEvent((href: string) => {
    try {
      (navigateOverride ?? hostNavigate ?? defaultNavigate)(href);
    } catch {
      // A host router that throws must not leave the box stuck; the browser can still follow the form.
    }
  });
  const report = useEffectEvent((name: string, properties: Readonly<Record<string, unknown>>) => {
    // The header's transport takes link intents; search events carry other names and values, which
    // the transport (`Record<string, unknown>`) accepts, so only the static type is widened here.
    track([{ name, properties } as unknown as TrackIntent]);
  });
  useEffect(() => {
    if (!actor) return undefined;
    const subscriptions = [
      actor.on('navigate', (event) => go(event.href)),
      actor.on('track', (event) => report(event.name, event.properties)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);
  useFocusIntent(actor, 'focus.input', () => api.inputProps.id);

  // Selecting the inline completion and scrolling the highlight into view need the machine: the
  // suggestions list does both (useComboboxSync), in the interaction chunk.
  const keyboardRef = useRef(false);

  return {
    api,
    messages: snapshot?.context.messages ?? searchMessages,
    enhanced,
    Listbox: chunk?.SearchListbox ?? null,
    actor,
    inputRef,
    rootRef,
    dismiss: () => actor?.send({ type: 'outside.click' }),
    keyboardRef,
  };
}
