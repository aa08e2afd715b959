import { ApolloClient, HttpLink, InMemoryCache, from, split, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '@masthead/header-core/i18n';
import { createBeaconAnalytics } from '@masthead/header-react';
import { isSubscription, persistedOperationsLink, sseLink } from '@masthead/graphql/apollo';
import { App } from '../app/app.tsx';
import { holdEarlyPresses } from './early-presses.ts';
import { PAGE_DATA_ID, type AppData } from '../app/app-data.ts';
import '@masthead/header-react/styles.css';
import '@masthead/header-desktop/styles.css';
import '@masthead/header-mobile/styles.css';
import './app.css';
import '../app/search-results.css';

// The server's data block (render.tsx): JSON, not a script, so the page's CSP allows no inline script.
const { data, apollo } = JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as { data: AppData; apollo: NormalizedCacheObject };
/** A request that has not answered in 10 s fails (the page then says so and asks again), whoever else may abort it. */
const REQUEST_TIMEOUT_MS = 10_000;
const fetchWithin: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
};

const client = new ApolloClient({
  cache: new InMemoryCache().restore(apollo),
  // The header's operations go out as persisted ids; suggestions and categories as cacheable GETs.
  // The page's language asks the API for its own words in it (category names, notifications), as the
  // server did when it rendered the page.
  // Subscriptions (the live bell) stream over Server-Sent Events; the rest is plain HTTP.
  link: from([
    persistedOperationsLink(),
    split(
      isSubscription,
      sseLink({ uri: '/graphql', headers: { 'accept-language': data.state.locale } }),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchWithin, headers: { 'accept-language': data.state.locale } }),
    ),
  ]),
});
const analytics = createBeaconAnalytics({ endpoint: '/analytics' });

// Hydration as a transition: React renders it in slices and yields between them, so the page stays
// responsive while it hydrates instead of spending one long task on it (Lighthouse's total blocking
// time). A press on a button meanwhile is held back and replayed once the page has hydrated (App marks
// it, early-presses.ts), so Enter on the bell right after load still opens the drawer.
const presses = holdEarlyPresses(() => document.documentElement.dataset['hydrated'] === 'true');
window.addEventListener('masthead:hydrated', () => presses.release(), { once: true });
// The header's words in the page's language, the ones the server rendered with (English is in the
// bundle; another language's catalog is preloaded by the page, so this waits on no extra round trip).
// Presses made meanwhile are held above.
const messages = await loadMessages(data.state.locale);
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <ApolloProvider client={client}>
      <App data={data} analytics={analytics} messages={messages} />
    </ApolloProvider>,
  );
});
