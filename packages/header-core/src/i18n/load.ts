import compiledEnglish from './compiled/en.ts';
import type { CompiledMessages } from '../messages.ts';
import { primaryLanguage } from '../navigation/locale.ts';

/**
 * The header's messages in `locale`'s language, compiled (issue 11): English at once (it is in the
 * header's bundle, no request), any other shipped language as its own chunk, so a page loads its own
 * catalog and none of the others. `en-XA` is the pseudo-locale (accented, longer, in ⟦ ⟧) for tests.
 * A locale the header ships no words for gives English. Pass the result as the header's `messages`
 * (spread single overrides after it); await it before server rendering so the first HTML is in the
 * page's language, and before hydrating so the client renders the same words.
 */
export async function loadMessages(locale: string): Promise<CompiledMessages> {
  return (await compiledCatalog(catalogOf(locale))) as CompiledMessages;
}

/**
 * The catalog a locale's words come from (the name of its file in compiled/), or null for English,
 * which is in the header's bundle. A server uses it to preload the page's catalog chunk.
 */
export function catalogOf(locale: string): 'es' | 'fr' | 'de' | 'pt-BR' | 'ar' | 'en-XA' | null {
  if (/^en[-_]xa$/i.test(locale)) return 'en-XA';
  const language = primaryLanguage(locale);
  return language === 'es' || language === 'fr' || language === 'de' || language === 'ar' ? language : language === 'pt' ? 'pt-BR' : null;
}

async function compiledCatalog(catalog: ReturnType<typeof catalogOf>): Promise<unknown> {
  // One import() per file, written out, so that a bundler makes each catalog a chunk of its own.
  switch (catalog) {
    case 'es':
      return (await import('./compiled/es.ts')).default;
    case 'fr':
      return (await import('./compiled/fr.ts')).default;
    case 'de':
      return (await import('./compiled/de.ts')).default;
    case 'pt-BR':
      return (await import('./compiled/pt-BR.ts')).default;
    case 'ar':
      return (await import('./compiled/ar.ts')).default;
    case 'en-XA':
      return (await import('./compiled/en-XA.ts')).default;
    default:
      return compiledEnglish;
  }
}
