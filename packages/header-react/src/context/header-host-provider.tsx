import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { HeaderProps } from '../header-props.ts';

/**
 * The props a host can only give from client code (functions, components, elements made on the client):
 * the router's link component, the analytics transport, client-side navigation, the sign-in form and
 * storage, the messages (a compiled catalog is functions: `loadMessages(locale)` in client code) and the
 * router's current path. A
 * header rendered by a React Server Component cannot receive these as props, since they do not cross the
 * server/client boundary, so a client component of the host provides them once, above the header.
 */
export type HeaderHostServices = Pick<HeaderProps, 'linkComponent' | 'analytics' | 'navigate' | 'signInSlot' | 'storage' | 'messages' | 'currentPath'>;

/** The host provider's services; the error boundary's plain header reads its words from here too. */
export const HeaderHostContext = createContext<HeaderHostServices>({});

export interface HeaderHostProviderProps extends HeaderHostServices {
  children?: ReactNode;
}

/**
 * Gives every `<DesktopHeader>` / `<MobileHeader>` below it the host's client-side services. A prop given
 * to the renderer itself wins over the provider's. Optional: a host that renders the header from client
 * code can pass the same values as props.
 */
export function HeaderHostProvider({ children, linkComponent, analytics, navigate, signInSlot, storage, messages, currentPath }: HeaderHostProviderProps) {
  const value = useMemo<HeaderHostServices>(
    () => ({
      ...(linkComponent ? { linkComponent } : {}),
      ...(analytics ? { analytics } : {}),
      ...(navigate ? { navigate } : {}),
      ...(signInSlot !== undefined ? { signInSlot } : {}),
      ...(storage !== undefined ? { storage } : {}),
      ...(messages ? { messages } : {}),
      currentPath,
    }),
    [linkComponent, analytics, navigate, signInSlot, storage, messages, currentPath],
  );
  return <HeaderHostContext.Provider value={value}>{children}</HeaderHostContext.Provider>;
}

/** The renderer's props with the host provider's services filling what the props leave undefined. */
export function useHostServices<P extends HeaderHostServices>(props: P): P {
  const host = useContext(HeaderHostContext);
  return {
    ...props,
    linkComponent: props.linkComponent ?? host.linkComponent,
    analytics: props.analytics ?? host.analytics,
    navigate: props.navigate ?? host.navigate,
    signInSlot: props.signInSlot !== undefined ? props.signInSlot : host.signInSlot,
    storage: props.storage !== undefined ? props.storage : host.storage,
    messages: props.messages ?? host.messages,
    currentPath: props.currentPath ?? host.currentPath,
  };
}
