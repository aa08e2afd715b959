/**
 * "Did you mean …?" on a results page that found nothing (issue 33): the API's closest query that finds
 * classes (search.didYouMean) as a link to the results page for it.
 *
 * The sentence is in the page's language, one of the six the header ships: the text around the link, so each
 * language places the link where its grammar does (French's space before "?", Arabic's "؟"). The suggestion
 * is data: React renders it as text, never as HTML. The link isolates its direction (`dir="auto"`), so an
 * English word on an Arabic page, or an Arabic one on an English page, keeps the question mark where it belongs.
 */
import type { SHIPPED_LOCALES } from '@masthead/header-core';

interface Message {
  before: string;
  after: string;
}

/** The words before and after the link, in each locale the page ships (the type asks for all six). */
export const DID_YOU_MEAN_MESSAGES: Readonly<Record<(typeof SHIPPED_LOCALES)[number], Message>> = {
  'en-US': { before: 'Did you mean ', after: '?' },
  es: { before: '¿Quisiste decir ', after: '?' },
  fr: { before: 'Vouliez-vous dire ', after: '\u202f?' },
  de: { before: 'Meinten Sie ', after: '?' },
  'pt-BR': { before: 'Você quis dizer ', after: '?' },
  ar: { before: 'هل تقصد ', after: '؟' },
};

/** The sentence's words for `locale`, English's for a locale the page does not ship. */
export function didYouMeanMessage(locale: string): Message {
  return Object.hasOwn(DID_YOU_MEAN_MESSAGES, locale) ? DID_YOU_MEAN_MESSAGES[locale as keyof typeof DID_YOU_MEAN_MESSAGES] : DID_YOU_MEAN_MESSAGES['en-US'];
}

/**
 * The line, e.g. "Did you mean <a>Watercolor</a>?".
 * @param suggestion the query to offer, as the API answered it (plain text)
 * @param href the results page for it, keeping the page's other parameters
 * @param locale the page's locale (page-state.ts); English when it is not one of the six
 */
export function DidYouMean({ suggestion, href, locale }: { suggestion: string; href: string; locale: string }) {
  const { before, after } = didYouMeanMessage(locale);
  return (
    <p className="app-search__did-you-mean">
      {before}
      <a href={href} dir="auto">
        {suggestion}
      </a>
      {after}
    </p>
  );
}
