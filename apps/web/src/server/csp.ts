// The web app's page policy: the header's policy (header-core's, the same the Next.js host sends) with
// this server's one difference, the inlined stylesheet allowed by its hash. Scripts come only from this
// origin: the page has no inline script at all (its data is a JSON block, document.ts).
import { contentSecurityPolicy } from '@masthead/header-core/security';
import { stylesheet } from './assets.ts';

/** The Content-Security-Policy of a page; `apiOrigin` serves the seed pictures. */
export function pageContentSecurityPolicy(apiOrigin: string): string {
  const styleHash = stylesheet().hash;
  return contentSecurityPolicy({ imageOrigin: apiOrigin, ...(styleHash ? { styleSources: [styleHash] } : {}) });
}
