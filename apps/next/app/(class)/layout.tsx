import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { HostDocument } from '../host-document';

export const metadata: Metadata = { title: 'Class · Masthead on Next.js' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <HostDocument pageType="core" isClassDetailsPage>
      {children}
    </HostDocument>
  );
}
