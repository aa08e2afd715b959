import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBeaconAnalytics } from '@masthead/header-react';
import { persistedOperationsLink } from '@masthead/graphql/apollo';
// Both renderers, one per width: the shared styles once, then each renderer's own.
import '@masthead/header-react/styles.css';
import '@masthead/header-desktop/renderer.css';
import '@masthead/header-mobile/renderer.css';
import './host.css';
import { App } from './app.tsx';

// `?persona=teacher` signs in as one of the embedded API's personas (its dev-only cookie).
const persona = new URLSearchParams(location.search).get('persona');
if (persona && /^[a-z-]{1,32}$/.test(persona)) document.cookie = `masthead_persona=${persona}; path=/; SameSite=Lax`;

const client = new ApolloClient({
  cache: new InMemoryCache(),
  // The header's operations as persisted ids; suggestions and categories as cacheable GETs.
  link: from([persistedOperationsLink(), new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
});
const analytics = createBeaconAnalytics({ endpoint: '/analytics' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <App analytics={analytics} />
    </ApolloProvider>
  </StrictMode>,
);
