'use client';
// The host's client-side services for the header: the Apollo client (seeded with what the server
// fetched), next/link as the header's link component and the router's push as its navigate, the analytics transport, the Sign In body and the
// messages of the page's language.
import { use, useCallback, useEffect, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { ApolloClient, HttpLink, InMemoryCache, from, split, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { isSubscription, persistedOperationsLink, sseLink } from '@masthead/graphql/apollo';
import { loadMessages, type CompiledMessages } from '@masthead/header-core/i18n';
import { HeaderHostProvider, createBeaconAnalytics, type HostLinkProps } from '@masthead/header-react';
import { DemoSignIn } from './demo-sign-in';
import type { DemoPersona } from './lib/demo-personas';

/** next/link, without prefetching every header link the viewport shows. */
function NextLink({ href, ...rest }: HostLinkProps) {
  return <Link href={href} prefetch={false} {...rest} />;
}

/** One load per language for the life of the page (server or browser): `use` needs the same promise each render. */
const catalogs = new Map<string, Promise<CompiledMessages>>();
function catalogFor(locale: string): Promise<CompiledMessages> {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = loadMessages(locale)));
  return catalog;
}

export interface HostProvidersProps {
  apolloState: NormalizedCacheObject;
  locale: string;
  /** The demo sign-in's personas (links with `?persona=`): development only; null in production, where Sign In is a plain link. */
  demoPersonas: readonly DemoPersona[] | null;
  children: ReactNode;
}

export function HostProviders({ apolloState, locale, demoPersonas, children }: HostProvidersProps) {
  // The header's words in the page's language: the server renders with them, the browser waits for the
  // same catalog before it hydrates (English is built in).
  const messages = use(catalogFor(locale));
  // One client per language (a language switch refreshes the page's Server Components, not this one):
  // its requests ask the API in that language, and its cache holds that language's answers only.
  const [clients] = useState(() => new Map<string, ApolloClient>());
  let client = clients.get(locale);
  if (!client) {
    client = new ApolloClient({
      ssrMode: typeof window === 'undefined',
      cache: new InMemoryCache().restore(apolloState),
      // The header's operations as persisted ids; suggestions and categories as cacheable GETs.
      // Subscriptions (the live bell) stream over Server-Sent Events through the same /graphql route.
      link: from([
        persistedOperationsLink(),
        split(isSubscription, sseLink({ uri: '/graphql', headers: { 'accept-language': locale } }), new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { 'accept-language': locale } })),
      ]),
    });
    clients.set(locale, client);
  }
  const pathname = usePathname();
  // The router's navigation, for what the header follows itself: a link from the phone's drawer or the
  // search overlay (after giving back the layer's history entry, so one Back returns to the page), a
  // suggestion, the teacher notice's action. Without it those load the next page in full.
  const router = useRouter();
  const navigate = useCallback((href: string) => router.push(href), [router]);
  // A no-op on the server; batches to this app's /analytics route in the browser.
  const [analytics] = useState(() => createBeaconAnalytics({ endpoint: '/analytics' }));
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ApolloProvider client={client}>
      {/* The router's path: the header's "you are here" marks follow client-side navigation. */}
      <HeaderHostProvider linkComponent={NextLink} navigate={navigate} analytics={analytics} signInSlot={demoPersonas ? <DemoSignIn personas={demoPersonas} /> : undefined} messages={messages} currentPath={pathname}>
        {children}
      </HeaderHostProvider>
    </ApolloProvider>
  );
}
