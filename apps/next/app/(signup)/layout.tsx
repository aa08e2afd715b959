import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { HostDocument } from '../host-document';

export const metadata: Metadata = { title: 'Sign up · Masthead on Next.js' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <HostDocument pageType="signup">
      {children}
    </HostDocument>
  );
}
