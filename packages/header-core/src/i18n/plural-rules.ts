// The plural rules the compiled catalogs use (scripts/compile-messages.ts): the browser's own CLDR data
// through Intl.PluralRules, so no rules ship in the bundle. One function per language, as messageformat's
// compiled modules import them: (value, ordinal?) => 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'.

type PluralCategory = Intl.LDMLPluralRule;

function rulesOf(locale: string): (value: number | string, ordinal?: boolean) => PluralCategory {
  const rules: Partial<Record<'cardinal' | 'ordinal', Intl.PluralRules>> = {};
  return (value, ordinal) => {
    const type = ordinal ? 'ordinal' : 'cardinal';
    return (rules[type] ??= new Intl.PluralRules(locale, { type })).select(Number(value));
  };
}

export const en = rulesOf('en');
export const es = rulesOf('es');
export const fr = rulesOf('fr');
export const de = rulesOf('de');
export const pt = rulesOf('pt-BR');
export const ar = rulesOf('ar');
