import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isEnglish, negotiateLocale, numberLocale, shippedLocale } from './locale.ts';

describe('1-on-1 Sessions: English locales', () => {
  it.each([
    ['en', true], ['en-US', true], ['en-GB', true], ['en_gb', true], ['EN-us', true],
    ['en-AU', false], ['en-IN', false], ['es', false], ['es-US', false], ['', false], ['english', false],
  ])('%s → %s', (locale, english) => {
    expect(isEnglish(locale)).toBe(english);
  });
});

describe('shippedLocale', () => {
  it.each([
    ['es', 'es'], ['es-MX', 'es'], ['ES', 'es'], ['fr-CA', 'fr'], ['de-AT', 'de'], ['pt', 'pt-BR'], ['pt-PT', 'pt-BR'],
    ['ar-EG', 'ar'], ['en', 'en-US'], ['en-gb', 'en-GB'], ['en-AU', 'en-AU'], ['en-419', 'en-US'],
    ['ja', null], ['zz', null], ['', null], [null, null], ['<script>', null], ['es"><img', null], ['x'.repeat(60), null],
  ] as const)('%s → %s', (tag, locale) => {
    expect(shippedLocale(tag)).toBe(locale);
  });
});

describe('acceptedLanguages', () => {
  it('orders by q, then by order; drops q=0, * and junk', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, *;q=0.1, es;q=0.9, ja;q=0, ;q=1')).toEqual(['de-DE', 'es', 'fr']);
    expect(acceptedLanguages('ar;Q=0, fr;q=1.5, de;q=0.9')).toEqual(['fr', 'de']);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('negotiateLocale: the URL parameter, the cookie, Accept-Language, English', () => {
  const ALL = ['en-US', 'es', 'fr', 'de', 'pt-BR', 'ar'];
  it.each([
    [{ param: 'ar', cookie: 'es', acceptLanguage: 'de' }, 'ar'],
    [{ param: 'ja', cookie: 'es', acceptLanguage: 'de' }, 'es'],
    [{ param: null, cookie: 'pt', acceptLanguage: 'de' }, 'pt-BR'],
    [{ cookie: '"><script>', acceptLanguage: 'ja, fr-CA;q=0.8, de;q=0.7' }, 'fr'],
    [{ acceptLanguage: 'en-GB,en;q=0.9' }, 'en-GB'],
    [{ acceptLanguage: 'zh-CN, ko' }, 'en-US'],
    [{}, 'en-US'],
  ] as const)('%j → %s (every shipped locale translated)', (sources, locale) => {
    expect(negotiateLocale(sources, ALL)).toBe(locale);
  });

  it.each([
    [{ acceptLanguage: 'ar' }, 'en-US'],
    [{ cookie: 'es', acceptLanguage: 'en-GB' }, 'en-GB'],
    [{ param: 'ar', cookie: 'es' }, 'ar'],
  ] as const)('the cookie and the browser pick only translated locales (here English only): %j → %s', (sources, locale) => {
    expect(negotiateLocale(sources, ['en-US'])).toBe(locale);
  });

  it.each([
    [{ acceptLanguage: 'ar' }, 'ar'],
    [{ cookie: 'es', acceptLanguage: 'en-GB' }, 'es'],
    [{ cookie: 'de-AT' }, 'de'],
    [{ param: 'en-XA', cookie: 'es' }, 'en-XA'],
  ] as const)('by default every shipped locale is translated (issue 11): %j → %s', (sources, locale) => {
    expect(negotiateLocale(sources)).toBe(locale);
  });
});

describe('numberLocale: the digits every part of the header writes', () => {
  it.each([
    ['ar', 'ar-u-nu-latn', '1,234'],
    ['ar-EG', 'ar-EG-u-nu-latn', '1,234'],
    ['es', 'es', '1234'],
    ['de', 'de', '1.234'],
    ['en-US', 'en-US', '1,234'],
  ])('%s → %s (1234 → %s, Latin digits whatever the engine\'s CLDR)', (locale, expected, written) => {
    expect(numberLocale(locale)).toBe(expected);
    expect(new Intl.NumberFormat(numberLocale(locale)).format(1234)).toBe(written);
  });

  it('keeps a numbering system the host asked for', () => {
    expect(numberLocale('ar-u-nu-arab')).toBe('ar-u-nu-arab');
  });
});
