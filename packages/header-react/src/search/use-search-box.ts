import { useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  connectSearch,
  createSafeStorage,
  searchMachine,
  searchMessagesFrom,
  type SearchApi,
  type SearchMessages,
  type TrackIntent,
  type ViewerLoggedIn,
} from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { createApolloSuggestions } from './apollo-suggestions.ts';

export interface SearchBoxOptions {
  /**
   * True on the search results page: the box shows the page's `query` parameter (or, without one,
   * the stored search); elsewhere the stored search is forgotten (spec §4). Default false.
   */
  isSearchPage?: boolean;
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
  /** Props from `connectSearch` for this render. */
  readonly api: SearchApi;
  /** The machine's messages: the search keys of the header's one messages object, host overrides included. */
  readonly messages: SearchMessages;
  /** False on the server and while hydrating: render the plain GET form then. */
  readonly enhanced: boolean;
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
 * One search actor per mount: suggestions over the host's Apollo client, submitted searches kept in
 * session storage, `navigate` and `track` intents performed, the inline completion selected after
 * each render that changes it.
 */
export function useSearchBox({ isSearchPage = false, navigate: navigateOverride, highQualityFlag }: SearchBoxOptions = {}): SearchBoxState {
  const { model, messages, loading, viewer, navigate: hostNavigate, track } = useHeader();
  const id = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}search`;
  const client = useContext(getApolloContext()).client;
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  }, [client]);
  // Built once: useActorRef keeps the first logic anyway, and the actor reads the client at call time.
  const [logic] = useState(() =>
    searchMachine.provide({ actors: { fetchSuggestions: createApolloSuggestions(() => clientRef.current) } }),
  );
  // The session store is reached lazily, inside a try: the server and sandboxed frames get memory.
  const [storage] = useState(() => createSafeStorage(() => window.sessionStorage));
  const loggedIn: ViewerLoggedIn = loading ? 'loading' : viewer !== null;
  const actor = useActorRef(logic, {
    input: {
      id,
      via: model.search.via,
      onlyHighQuality: highQualityFlag ?? model.search.onlyHighQuality,
      loggedIn,
      storage,
      messages: searchMessagesFrom(messages),
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  const api = connectSearch(snapshot, actor.send);
  const enhanced = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    actor.send({ type: 'viewer.set', loggedIn });
  }, [actor, loggedIn]);

  // On the results page the URL's query wins over a stored one (a shared link, the no-JS form);
  // without one the stored search comes back; elsewhere it is forgotten. After hydration, so the
  // server HTML and the hydrating render agree.
  const restore = useEffectEvent(() => {
    const query = isSearchPage ? urlQuery() : '';
    if (query !== '') actor.send({ type: 'input.change', value: query });
    else actor.send({ type: 'page.restore', isSearchPage });
  });
  useEffect(() => restore(), []);

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
    const subscriptions = [
      actor.on('navigate', (event) => go(event.href)),
      actor.on('track', (event) => report(event.name, event.properties)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);
  useFocusIntent(actor, 'focus.input', () => api.inputProps.id);

  // The inline completion is the selected suffix (aria-autocomplete="both"): select it after the
  // render that wrote the completed value, and only while the input has focus.
  const start = api.inputProps.selection?.start ?? -1;
  const end = api.inputProps.selection?.end ?? -1;
  const value = api.inputProps.value;
  const shown = useRef({ start: -1, end: -1 });
  useLayoutEffect(() => {
    const input = inputRef.current;
    const previous = shown.current;
    shown.current = { start, end };
    if (!input || input.ownerDocument.activeElement !== input || input.value !== value) return;
    if (start >= 0) {
      if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
    } else if (previous.start >= 0 && input.selectionStart === previous.start && input.selectionEnd === previous.end) {
      // Accepted (Tab, Right): the text stays, the selection goes; the caret ends up after it.
      input.setSelectionRange(value.length, value.length);
    }
  }, [start, end, value]);

  // Keep the option the keyboard highlighted in view (the pointer highlights only what it can see).
  const keyboardRef = useRef(false);
  const activeId = api.inputProps['aria-activedescendant'];
  useLayoutEffect(() => {
    if (!activeId || !keyboardRef.current) return;
    const option = document.getElementById(activeId);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return {
    api,
    messages: snapshot.context.messages,
    enhanced,
    inputRef,
    rootRef,
    dismiss: () => actor.send({ type: 'outside.click' }),
    keyboardRef,
  };
}
