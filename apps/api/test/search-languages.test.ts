// Search in the visitor's language (issue 23): the vocabulary (skills, sub-categories, materials, facet
// labels) in the six shipped languages, the matcher (the visitor's language and English, case and accents
// ignored), a picked skill searched by its slug whatever the language, and hostile text kept harmless.
import { GetClassesDocument, GetFacetsDocument, GetSearchSuggestionsDocument, type GetFacetsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { LANGUAGES, type Language } from '../src/language.ts';
import type { Queryable } from '../src/db/types.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { resultListId } from '../src/search/search-id.ts';
import { SearchSession } from '../src/search/session.ts';
import { suggestClasses, suggestLearningPaths, suggestSkills } from '../src/search/suggestions.ts';
import { getCatalog } from '../src/seed/index.ts';
import type { CatalogReference } from '../src/seed/types.ts';
import { SAME_IN_EVERY_LANGUAGE, TERM_NAMES, TERM_TABLES } from '../src/seed/translations/index.ts';
import { CATEGORY_VOCABULARY } from '../src/seed/vocabulary.ts';
import { fold } from '../src/text-match.ts';
import { dataOf, errorOf, gqlWith, rawGql, startServer, type GqlResponse } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const catalog = getCatalog();
// The search index of a database of this file's own (the engine's tables, seeded from the catalogue).
let db: Queryable;
let reference: CatalogReference;
beforeAll(async () => {
  const store = new NotificationStore(catalog, Date.now);
  db = await store.database();
  reference = await store.catalog();
}, 120_000);
/** A search as one request makes it: the database and plans of its own, and the catalogue's small tables read from it. */
const from = () => ({ db, plans: new SearchSession(), catalog: reference });
const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en-US'> => l !== 'en-US');
/** The names of the approved skills the box suggests for `typed`, in `language`. */
const skillNames = async (typed: string, language: Language) => (await suggestSkills(from(), typed, language)).items.map((s) => s.names[language]);
const skillSlugs = async (typed: string, language: Language) => (await suggestSkills(from(), typed, language)).items.map((s) => s.slug);

describe('the vocabulary in six languages', () => {
  const vocabulary = new Set(CATEGORY_VOCABULARY.flatMap((v) => [...v.subcategories, ...v.topics, ...v.skills, ...v.materials]));

  it('names every skill, sub-category and material in every language, and nothing else', () => {
    const missing = [...vocabulary].filter((term) => !Object.hasOwn(TERM_NAMES, term) && !SAME_IN_EVERY_LANGUAGE.has(term));
    expect(missing).toEqual([]);
    expect(Object.keys(TERM_NAMES).filter((term) => !vocabulary.has(term))).toEqual([]);
    expect([...SAME_IN_EVERY_LANGUAGE].filter((term) => !vocabulary.has(term) || Object.hasOwn(TERM_NAMES, term))).toEqual([]);
    // Each word is in one table only (a second would silently win).
    expect(TERM_TABLES.reduce((n, table) => n + Object.keys(table).length, 0)).toBe(Object.keys(TERM_NAMES).length);
  });

  it.each(OTHER_LANGUAGES)('%s: short, trimmed words, no two terms folding alike', (language) => {
    const seen = new Map<string, string>();
    for (const [english, names] of Object.entries(TERM_NAMES)) {
      const name = names[language];
      expect(name.trim(), english).toBe(name);
      expect(name.length, english).toBeGreaterThan(0);
      expect(name.length, english).toBeLessThanOrEqual(45);
      expect(seen.get(fold(name)), `${english} and another term are both '${name}'`).toBeUndefined();
      seen.set(fold(name), english);
    }
    // Most of the vocabulary reads differently from English (the rest: Yoga, Piano, Origami…).
    const same = Object.entries(TERM_NAMES).filter(([english, names]) => names[language] === english).length;
    expect(same / Object.keys(TERM_NAMES).length).toBeLessThan(language === 'ar' ? 0.01 : 0.2);
  });

  it('writes Arabic in Arabic script', () => {
    for (const [english, names] of Object.entries(TERM_NAMES)) expect(names.ar, english).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(LANGUAGES)('%s: each class title is read with its subject skill in the language; English keeps its texts', (language) => {
    for (const c of catalog.classes) {
      const subject = catalog.skills.find((s) => s.id === c.skillIds[0]);
      if (!subject) throw new Error(`class ${c.id} has no subject skill`);
      expect(c.foldedTitles[language]).toBe(fold(c.title.replace(subject.name, subject.names[language])));
      expect(c.searchTexts[language].includes(subject.foldedNames[language])).toBe(true);
    }
    if (language === 'en-US') expect(catalog.classes.every((c) => c.foldedTitles[language] === c.foldedTitle && c.searchTexts[language] === c.searchText)).toBe(true);
  });

  it.each([
    ['watercolor', { 'en-US': 'Watercolor', es: 'Acuarela', fr: 'Aquarelle', de: 'Aquarell', 'pt-BR': 'Aquarela', ar: 'ألوان مائية' }],
    ['oil-painting', { 'en-US': 'Oil Painting', es: 'Pintura al óleo', fr: "Peinture à l'huile", de: 'Ölmalerei', 'pt-BR': 'Pintura a óleo', ar: 'الرسم الزيتي' }],
    ['knitting', { 'en-US': 'Knitting', es: 'Tejido con agujas', fr: 'Tricot', de: 'Stricken', 'pt-BR': 'Tricô', ar: 'التريكو' }],
    ['procreate', { 'en-US': 'Procreate', es: 'Procreate', fr: 'Procreate', de: 'Procreate', 'pt-BR': 'Procreate', ar: 'Procreate' }],
    ['javascript', { 'en-US': 'JavaScript', es: 'JavaScript', fr: 'JavaScript', de: 'JavaScript', 'pt-BR': 'JavaScript', ar: 'JavaScript' }],
  ] as const)('the skill %s in each language (software and languages keep their names); its slug and id never change', (slug, names) => {
    const skill = catalog.skillBySlug.get(slug);
    expect(skill?.names).toEqual(names);
    expect(skill?.slug).toBe(slug);
  });
});

describe('the matcher: the visitor\'s language and English, case and accents ignored', () => {
  it.each([
    // [visitor's language, typed, the name shown, the skill]
    ['es', 'acuarela', 'Acuarela', 'watercolor'],
    ['es', 'ACUARELA', 'Acuarela', 'watercolor'],
    ['es', 'Acuarelá', 'Acuarela', 'watercolor'],
    ['es', 'watercolor', 'Acuarela', 'watercolor'],
    ['es', 'diseno de logotipos', 'Diseño de logotipos', 'logo-design'],
    ['es', 'ganchillo', 'Ganchillo', 'crochet'],
    ['fr', 'aquarelle', 'Aquarelle', 'watercolor'],
    ['fr', 'AQUARELLE', 'Aquarelle', 'watercolor'],
    ['fr', 'theorie des couleurs', 'Théorie des couleurs', 'color-theory'],
    ['fr', 'Watercolor', 'Aquarelle', 'watercolor'],
    ['de', 'aquarell', 'Aquarell', 'watercolor'],
    ['de', 'AQUARELL', 'Aquarell', 'watercolor'],
    ['de', 'olmalerei', 'Ölmalerei', 'oil-painting'],
    ['de', 'STRASSENFOTOGRAFIE', 'Straßenfotografie', 'street-photography'],
    ['pt-BR', 'aquarela', 'Aquarela', 'watercolor'],
    ['pt-BR', 'AQUARELA', 'Aquarela', 'watercolor'],
    ['pt-BR', 'ceramica', 'Cerâmica', 'ceramics'],
    ['pt-BR', 'croche', 'Crochê', 'crochet'],
    ['ar', 'ألوان مائية', 'ألوان مائية', 'watercolor'],
    // Without the hamza, teh marbuta written as heh, with the vowel marks, with a tatweel.
    ['ar', 'الوان مائيه', 'ألوان مائية', 'watercolor'],
    ['ar', 'أَلْوَان مَائِيَّة', 'ألوان مائية', 'watercolor'],
    ['ar', 'ألـــوان مائية', 'ألوان مائية', 'watercolor'],
    ['ar', 'watercolor', 'ألوان مائية', 'watercolor'],
    ['en-US', 'watercolor', 'Watercolor', 'watercolor'],
    ['en-US', 'WATERCOLOR', 'Watercolor', 'watercolor'],
    ['en-US', 'macrame', 'Macramé', 'macrame'],
  ] as const)('%s: "%s" offers %s', async (language, typed, shown, slug) => {
    const skills = (await suggestSkills(from(), typed, language)).items;
    expect(skills[0]?.names[language]).toBe(shown);
    expect(skills[0]?.slug).toBe(slug);
  });

  it.each([
    // Another language than the visitor's and English finds nothing of it.
    ['en-US', 'acuarela'],
    ['es', 'aquarell'],
    ['de', 'acuarela'],
    ['fr', 'ألوان'],
    ['ar', 'aquarelle'],
  ] as const)('%s: "%s" (a third language) offers no Watercolor', async (language, typed) => {
    expect(await skillSlugs(typed, language)).not.toContain('watercolor');
  });

  it.each(LANGUAGES)('%s: every approved skill is found by its own name and by its English name', async (language) => {
    for (const skill of catalog.skills.filter((s) => s.isApproved)) {
      expect(await skillSlugs(skill.names[language], language), skill.names[language]).toContain(skill.slug);
      expect(await skillSlugs(skill.name, language), skill.name).toContain(skill.slug);
    }
  });

  it('at equal ranks, names in the visitor\'s language come before matches of the English name only', async () => {
    const names = await skillNames('pint', 'es');
    const pinterest = names.indexOf('Marketing en Pinterest');
    expect(pinterest).toBeGreaterThan(0);
    expect(names.slice(0, pinterest).every((n) => fold(n).startsWith('pint'))).toBe(true);
    // English is ranked exactly as before: by its one name.
    expect((await skillNames('pint', 'en-US'))[0]).toBe('Pinterest Marketing');
  });

  it.each(LANGUAGES)('%s: the Watercolor classes and learning path for its word, the same list as "watercolor" in English', async (language) => {
    const word = catalog.skillBySlug.get('watercolor')?.names[language] ?? '';
    const classes = (await suggestClasses(from(), word, false, language)).items;
    expect(classes.length).toBeGreaterThan(5);
    expect(classes.map((c) => c.id)).toEqual((await suggestClasses(from(), 'watercolor', false, 'en-US')).items.map((c) => c.id));
    // Classes about Watercolor (their title names it) first, then classes tagged with it.
    const watercolor = catalog.skillBySlug.get('watercolor')?.id ?? '';
    const about = classes.filter((c) => c.skillIds[0] === watercolor).length;
    expect(about).toBeGreaterThan(5);
    expect(classes.slice(0, about).every((c) => c.skillIds[0] === watercolor)).toBe(true);
    expect(classes.slice(about).every((c) => c.skillIds.includes(watercolor))).toBe(true);
    expect((await suggestLearningPaths(from(), word, language)).items.map((p) => p.title)).toContain('Watercolor: The Learning Path');
  });
});

type Suggestions = { skillSuggestions: { edges: Array<{ node: { displayName: string; slug: string } }> }; classSuggestions: { edges: Array<{ node: { id: string; title: string } }> } };

/** GetSearchSuggestions over HTTP in a language; the answer's Content-Language must be `expected`. */
async function suggestions(query: string, acceptLanguage: string, expected: Language): Promise<GqlResponse<Suggestions>> {
  const res = await gqlWith<Suggestions>(server, GetSearchSuggestionsDocument, { query }, { headers: { 'accept-language': acceptLanguage } });
  expect(res.headers.get('content-language')).toBe(expected);
  return res.body;
}

describe('suggestions over HTTP', () => {
  it.each([
    ['es-MX,es;q=0.9', 'es', 'acuarela', 'Acuarela'],
    ['fr-CA', 'fr', 'aquarelle', 'Aquarelle'],
    ['de-DE', 'de', 'aquarell', 'Aquarell'],
    ['pt-PT', 'pt-BR', 'aquarela', 'Aquarela'],
    ['ar-EG', 'ar', 'ألوان مائ', 'ألوان مائية'],
    ['en-GB', 'en-US', 'watercolor', 'Watercolor'],
    // A language the header lacks (or garbage) is English.
    ['zh-CN', 'en-US', 'watercolor', 'Watercolor'],
    ['"><script>alert(1)</script>', 'en-US', 'watercolor', 'Watercolor'],
  ])('Accept-Language %s (%s): "%s" offers %s, its slug English', async (acceptLanguage, language, typed, shown) => {
    const data = dataOf(await suggestions(typed, acceptLanguage, language as Language));
    expect(data.skillSuggestions.edges[0]?.node).toMatchObject({ displayName: shown, slug: 'watercolor' });
    expect(data.classSuggestions.edges.length).toBe(3);
  });

  it('an unknown language answers English exactly as before (names and order)', async () => {
    const [english, unknown] = await Promise.all([suggestions('design', 'en-US', 'en-US'), suggestions('design', 'xx-YY', 'en-US')]);
    expect(unknown).toEqual(english);
    expect(dataOf(english).skillSuggestions.edges.map((e) => e.node.displayName).slice(0, 3)).toEqual(
      (await suggestSkills(from(), 'design', 'en-US')).items.slice(0, 3).map((s) => s.name),
    );
  });

  it.each([
    ['markup', '<script>alert(1)</script>acuarela'],
    ['emoji and joiners', '🎨 acua\u200drela'],
    ['bidi marks', '\u202eacuarela\u202c'],
    ['a flood of combining marks', `acuarela${'\u0301'.repeat(150)}`],
    ['a lone surrogate', '\ud800acuarela'],
    // NUL is refused as BAD_USER_INPUT in every text input (issue 34; text-input.test.ts); other controls stay text.
    ['controls', 'acua\u0007rela\u001b'],
  ])('hostile text (%s) is only text: no error, nothing echoed', async (_what, typed) => {
    const body = await suggestions(typed, 'es', 'es');
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('a query over 200 characters is refused with a clear error, in any language', async () => {
    expect(errorOf(await suggestions('acuarela'.repeat(26), 'es', 'es'))).toBe('`query` must be at most 200 characters (got 208).');
  });
});

describe('a picked skill is searched by its slug (where.skill), the same in every language', () => {
  type Classes = { search: { totalCount: number; searchId: string; edges: Array<{ node: { id: string } }> } };
  const classes = async (variables: Record<string, unknown>, language: string) => {
    const res = await gqlWith<Classes>(server, GetClassesDocument, { first: 100, ...variables }, { headers: { 'accept-language': language } });
    return dataOf(res.body).search;
  };

  it.each(LANGUAGES)('%s: the Watercolor classes, in the order they have in English', async (language) => {
    const [here, english] = await Promise.all([classes({ query: '', where: { skill: ['watercolor'] } }, language), classes({ query: '', where: { skill: ['watercolor'] } }, 'en-US')]);
    expect(here.totalCount).toBe(catalog.skillBySlug.get('watercolor')?.classCount);
    expect(here.edges.map((e) => e.node.id)).toEqual(english.edges.map((e) => e.node.id));
  });

  it('names the skills it searches in the request\'s language', async () => {
    const query = 'query($where: ClassSearchFilter) { search(query: "", where: $where, first: 0) { skills { id slug displayName facetType } } }';
    const res = await gqlWith<{ search: { skills: unknown[] } }>(server, query, { where: { skill: ['watercolor', 'procreate', 'watercolor'] } }, { headers: { 'accept-language': 'de' } });
    expect(dataOf(res.body).search.skills).toEqual([
      { id: catalog.skillBySlug.get('watercolor')?.id, slug: 'watercolor', displayName: 'Aquarell', facetType: 'SKILL' },
      { id: catalog.skillBySlug.get('procreate')?.id, slug: 'procreate', displayName: 'Procreate', facetType: 'SOFTWARE' },
    ]);
  });

  it.each([
    ['an unknown slug', 'aquarell', "Unknown skill 'aquarell' in filter `skill`: give a skill's slug as skillSuggestions answers it (e.g. 'watercolor')."],
    ['a long hostile value, cut', `<img src=x onerror=alert(1)>${'x'.repeat(500)}`, `Unknown skill '<img src=x onerror=alert(1)>${'x'.repeat(32)}…' in filter \`skill\`: give a skill's slug as skillSuggestions answers it (e.g. 'watercolor').`],
  ])('%s is refused with a clear error', async (_what, slug, message) => {
    expect(errorOf(await rawGql(server, 'query($where: ClassSearchFilter) { search(query: "", where: $where) { totalCount } }', { where: { skill: [slug] } }))).toBe(message);
  });

  it('typed text finds the same classes in the visitor\'s words as in English (the search page)', async () => {
    const [spanish, english, englishForSpanish] = await Promise.all([
      classes({ query: 'Acuarela' }, 'es'), classes({ query: 'Watercolor' }, 'en-US'), classes({ query: 'Acuarela' }, 'en-US'),
    ]);
    expect(spanish.edges.map((e) => e.node.id)).toEqual(english.edges.map((e) => e.node.id));
    // English answers stay as they were: no Spanish words, the same searchId.
    expect(englishForSpanish.totalCount).toBe(0);
    expect(english.searchId).toBe(resultListId('srch', ['watercolor', [], 'RELEVANCE']));
    expect(spanish.searchId).not.toBe(english.searchId);
  });
});

describe('the results page\'s facet labels', () => {
  const facets = async (language: string) => {
    const res = await gqlWith<GetFacetsQuery>(server, GetFacetsDocument, { query: '' }, { headers: { 'accept-language': language } });
    return dataOf(res.body);
  };
  const label = (data: GetFacetsQuery, key: keyof GetFacetsQuery, value: string) => data[key].facets.options.find((o) => o.value === value)?.name;

  it.each([
    ['en-US', ['Type', 'Language', 'Level', 'Length', 'With', 'Published', 'Rating', 'Materials', 'Software'], ['Class', 'Spanish', 'Beginner', 'Under 15 min', 'Projects', 'This month', '4.5 & up', 'Watercolor paints', 'Adobe Photoshop']],
    ['es', ['Tipo', 'Idioma', 'Nivel', 'Duración', 'Incluye', 'Publicación', 'Valoración', 'Materiales', 'Software'], ['Clase', 'Español', 'Principiante', 'Menos de 15 min', 'Proyectos', 'Este mes', '4,5 o más', 'Pinturas de acuarela', 'Adobe Photoshop']],
    ['fr', ['Type', 'Langue', 'Niveau', 'Durée', 'Avec', 'Publication', 'Note', 'Matériel', 'Logiciels'], ['Cours', 'Espagnol', 'Débutant', 'Moins de 15 min', 'Projets', 'Ce mois-ci', '4,5 et plus', 'Peinture aquarelle', 'Adobe Photoshop']],
    ['de', ['Typ', 'Sprache', 'Niveau', 'Dauer', 'Mit', 'Veröffentlicht', 'Bewertung', 'Material', 'Software'], ['Kurs', 'Spanisch', 'Anfänger', 'Unter 15 Min.', 'Projekte', 'Diesen Monat', '4,5 und mehr', 'Aquarellfarben', 'Adobe Photoshop']],
    ['pt-BR', ['Tipo', 'Idioma', 'Nível', 'Duração', 'Inclui', 'Publicação', 'Avaliação', 'Materiais', 'Software'], ['Aula', 'Espanhol', 'Iniciante', 'Menos de 15 min', 'Projetos', 'Este mês', '4,5 ou mais', 'Tintas aquarela', 'Adobe Photoshop']],
    ['ar', ['النوع', 'اللغة', 'المستوى', 'المدة', 'يتضمن', 'تاريخ النشر', 'التقييم', 'المواد', 'البرامج'], ['درس', 'الإسبانية', 'مبتدئ', 'أقل من 15 دقيقة', 'مشاريع', 'هذا الشهر', '4.5 فأكثر', 'علبة ألوان مائية', 'Adobe Photoshop']],
  ] as const)('%s: facet names and option labels; the values and counts of English', async (language, names, options) => {
    const [data, english] = await Promise.all([facets(language), facets('en-US')]);
    const keys = ['type', 'language', 'level', 'length', 'with', 'publish', 'rating', 'materials', 'software'] as const;
    expect(keys.map((k) => data[k].facets.name)).toEqual(names);
    const values = ['class', 'es', 'beginner', 'under-15', 'projects', 'this-month', '4-5-up', 'watercolor-paints', 'adobe-photoshop'];
    expect(keys.map((k, i) => label(data, k, values[i] ?? ''))).toEqual(options);
    for (const k of keys) {
      expect(data[k].facets.options.map((o) => [o.value, o.count])).toEqual(english[k].facets.options.map((o) => [o.value, o.count]));
    }
  });
});
