import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache, from, split } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { negotiateLocale, textDirection } from '@masthead/header-core';
import { loadMessages } from '@masthead/header-core/i18n';
import { createBeaconAnalytics, readCookie } from '@masthead/header-react';
import { isSubscription, persistedOperationsLink, sseLink } from '@masthead/graphql/apollo';
// Both renderers, one per width: the shared styles once, then each renderer's own.
import '@masthead/header-react/styles.css';
import '@masthead/header-desktop/renderer.css';
import '@masthead/header-mobile/renderer.css';
import './host.css';
import { App } from './app.tsx';

// `?persona=teacher` signs in as one of the embedded API's personas (its dev-only cookie).
const persona = new URLSearchParams(location.search).get('persona');
if (persona && /^[a-z-]{1,32}$/.test(persona)) document.cookie = `masthead_persona=${persona}; path=/; SameSite=Lax`;

// The page's language: `?locale=`, the language cookie, the browser's languages, English. Its catalog is
// loaded before the first render (English is built in), and the API is asked for its words in it too.
const cookieLanguage = readCookie(document.cookie, 'masthead_language')?.replace(/^"(.*)"$/, '$1');
const locale = negotiateLocale({ param: new URLSearchParams(location.search).get('locale'), cookie: cookieLanguage, acceptLanguage: navigator.languages.join(',') });
document.documentElement.lang = locale;
document.documentElement.dir = textDirection(locale);
const messages = await loadMessages(locale);

const client = new ApolloClient({
  cache: new InMemoryCache(),
  // The header's operations as persisted ids; suggestions and categories as cacheable GETs.
  // Subscriptions (the live bell) stream over Server-Sent Events; the rest is plain HTTP.
  link: from([
    persistedOperationsLink(),
    split(isSubscription, sseLink({ uri: '/graphql', headers: { 'accept-language': locale } }), new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { 'accept-language': locale } })),
  ]),
});
const analytics = createBeaconAnalytics({ endpoint: '/analytics' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <App analytics={analytics} locale={locale} messages={messages} />
    </ApolloProvider>
  </StrictMode>,
);
