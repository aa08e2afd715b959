'use client';
// The host's client-side services for the header: the Apollo client (seeded with what the server
// fetched), next/link as the header's link component, the analytics transport and the Sign In body.
import { useEffect, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ApolloClient, HttpLink, InMemoryCache, from, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { persistedOperationsLink } from '@masthead/graphql/apollo';
import { HeaderHostProvider, createBeaconAnalytics, type HostLinkProps } from '@masthead/header-react';
import { PERSONAS } from './lib/request';

/** next/link, without prefetching every header link the viewport shows. */
function NextLink({ href, ...rest }: HostLinkProps) {
  return <Link href={href} prefetch={false} {...rest} />;
}

/** The Sign In modal's body: this demo host signs in as one of the API's personas. */
function SignInOptions() {
  const path = usePathname();
  return (
    <nav aria-label="Sign in as">
      <ul className="host-personas">
        {PERSONAS.filter((p) => p !== 'guest').map((persona) => (
          <li key={persona}>
            <a href={`${path}?persona=${persona}`}>{persona}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function HostProviders({ apolloState, children }: { apolloState: NormalizedCacheObject; children: ReactNode }) {
  const [client] = useState(
    () =>
      new ApolloClient({
        ssrMode: typeof window === 'undefined',
        cache: new InMemoryCache().restore(apolloState),
        // The header's operations as persisted ids; suggestions and categories as cacheable GETs.
        link: from([persistedOperationsLink(), new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
      }),
  );
  // A no-op on the server; batches to this app's /analytics route in the browser.
  const [analytics] = useState(() => createBeaconAnalytics({ endpoint: '/analytics' }));
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ApolloProvider client={client}>
      <HeaderHostProvider linkComponent={NextLink} analytics={analytics} signInSlot={<SignInOptions />}>
        {children}
      </HeaderHostProvider>
    </ApolloProvider>
  );
}
