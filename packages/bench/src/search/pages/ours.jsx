// Ours: the real DesktopHeader (logged out, categories given), inside the host's ApolloProvider, whose
// client asks the bench server's /graphql. Its search box fetches through the search machine
// (debounce, cache, abort); the page does nothing else.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { DesktopHeader } from '@masthead/header-desktop';
import '@masthead/header-react/styles.css';
import '@masthead/header-desktop/styles.css';

const CATEGORIES = [
  { slug: 'illustration', displayName: 'Illustration' },
  { slug: 'photography', displayName: 'Photography' },
  { slug: 'graphic-design', displayName: 'Graphic Design' },
];
const client = new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/graphql' }) });

createRoot(document.getElementById('root')).render(
  <ApolloProvider client={client}>
    <DesktopHeader viewer={null} categories={CATEGORIES} storage={null} />
    <main id="main" />
  </ApolloProvider>,
);
