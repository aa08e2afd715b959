// The API's own text in the request's language (issue 11): top-level category names and the
// notification templates. Class titles, people's names, user-authored comments and the hostile
// fixtures stay as they are; what a notification is (id, url, actors, order) never changes.
import { GetFollowedCategoriesAndFacetsDocument, GetNotificationsDocument, GetTeacherNotificationsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { LANGUAGES, type Language } from '../src/language.ts';
import { HOSTILE_CONTENT } from '../src/notifications/hostile.ts';
import { NOTIFICATION_TEXTS } from '../src/notifications/texts/index.ts';
import { CATEGORY_NAMES } from '../src/seed/category-names.ts';
import { CATEGORY_VOCABULARY } from '../src/seed/vocabulary.ts';
import { dataOf, gqlWith, postJson, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
  await postJson(server, '/dev/reset', {});
});
afterAll(() => server.close());

interface Category {
  id: string;
  slug: string;
  displayName: string;
}

const CATEGORIES = `query Categories($sort: CategorySort) { topLevelCategories(sort: $sort) { id slug displayName } }`;

async function categories(language: Language, sort: 'POSITION' | 'NAME'): Promise<Category[]> {
  const res = await gqlWith<{ topLevelCategories: Category[] }>(server, CATEGORIES, { sort }, { headers: { 'accept-language': language } });
  expect(res.headers.get('content-language')).toBe(language);
  return dataOf(res.body).topLevelCategories;
}

const SPOT_CHECKS: Record<Language, Record<string, string>> = {
  'en-US': { 'fine-art': 'Fine Art', 'film-and-video': 'Film & Video', 'ui-ux-design': 'UI/UX Design' },
  es: { 'fine-art': 'Bellas artes', illustration: 'Ilustración', crafts: 'Manualidades' },
  fr: { 'creative-writing': 'Écriture créative', photography: 'Photographie', crafts: 'Loisirs créatifs' },
  de: { 'web-development': 'Webentwicklung', 'graphic-design': 'Grafikdesign', 'fine-art': 'Bildende Kunst' },
  'pt-BR': { crafts: 'Artesanato', animation: 'Animação', 'film-and-video': 'Cinema e vídeo' },
  ar: { music: 'الموسيقى', 'web-development': 'تطوير الويب', 'creative-writing': 'الكتابة الإبداعية' },
};

describe('top-level category names', () => {
  it('has a translation of every top-level category in every language', () => {
    expect(Object.keys(CATEGORY_NAMES).sort()).toEqual(CATEGORY_VOCABULARY.map((v) => v.slug).sort());
    for (const names of Object.values(CATEGORY_NAMES)) {
      for (const name of Object.values(names)) expect(name.trim()).toBe(name);
    }
  });

  it.each(LANGUAGES)('%s: translated names, the same ids and slugs, sorted by NAME in the language', async (language) => {
    const [english, byPosition, byName] = await Promise.all([
      categories('en-US', 'POSITION'), categories(language, 'POSITION'), categories(language, 'NAME'),
    ]);
    expect(byPosition).toHaveLength(15);
    expect(byPosition.map((c) => [c.id, c.slug])).toEqual(english.map((c) => [c.id, c.slug]));
    for (const [slug, name] of Object.entries(SPOT_CHECKS[language])) {
      expect(byPosition.find((c) => c.slug === slug)?.displayName).toBe(name);
    }
    if (language !== 'en-US') expect(byPosition.filter((c, i) => c.displayName !== english[i]?.displayName).length).toBeGreaterThan(9);
    const names = byName.map((c) => c.displayName);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    expect(new Set(byName.map((c) => c.id))).toEqual(new Set(english.map((c) => c.id)));
  });

  it('English is unchanged', async () => {
    const names = (await categories('en-US', 'POSITION')).map((c) => c.displayName);
    expect(names).toEqual(CATEGORY_VOCABULARY.map((v) => v.name));
    expect((await categories('en-US', 'NAME')).map((c) => c.displayName).slice(0, 3)).toEqual(['Animation', 'Crafts', 'Creative Writing']);
  });

  it('sorts accented names among their letters (French É with the E\'s, not after Z)', async () => {
    const names = (await categories('fr', 'NAME')).map((c) => c.displayName);
    expect(names.indexOf('Écriture créative')).toBe(names.indexOf('Développement web') + 1);
    expect(names.indexOf('Freelance et entrepreneuriat')).toBe(names.indexOf('Écriture créative') + 1);
  });

  it('names followed categories, sub-categories and skills in the viewer\'s language (issue 23); ids and slugs stay', async () => {
    const followed = async (headers: Record<string, string>) => {
      const res = await gqlWith<{ viewer: { followedCategories: { edges: Array<{ node: Category }> }; followedFacets: { edges: Array<{ node: Category }> } } }>(
        server, GetFollowedCategoriesAndFacetsDocument, {}, { persona: 'member', headers });
      return dataOf(res.body).viewer;
    };
    const es = await followed({ cookie: 'masthead_language=es' });
    expect(es.followedCategories.edges.map((e) => e.node.displayName)).toEqual(['Bellas artes', 'Ilustración', 'Manualidades', 'Pintura']);
    const en = await followed({});
    expect(en.followedCategories.edges.map((e) => e.node.displayName)).toEqual(['Fine Art', 'Illustration', 'Crafts', 'Painting']);
    expect(en.followedFacets.edges.map((e) => e.node.displayName)).toEqual(['Watercolor', 'Gouache', 'Botanical Illustration', 'Urban Sketching', 'Macramé']);
    expect(es.followedFacets.edges.map((e) => e.node.displayName)).toEqual(['Acuarela', 'Gouache', 'Ilustración botánica', 'Dibujo urbano', 'Macramé']);
    const identity = (edges: Array<{ node: Category }>) => edges.map((e) => [e.node.id, e.node.slug]);
    expect(identity(es.followedFacets.edges)).toEqual(identity(en.followedFacets.edges));
    expect(identity(es.followedCategories.edges)).toEqual(identity(en.followedCategories.edges));
    expect((await followed({ 'accept-language': 'ar' })).followedCategories.edges[0]?.node.displayName).toBe('الفنون الجميلة');
  });
});

interface Card {
  id: string;
  createdAt: string;
  isRead: boolean;
  url: string | null;
  message: string;
  previewText: string | null;
  buttonText: string | null;
  actors: unknown[];
  image: unknown;
}

/** The first 60 cards of a feed; `language` is what Content-Language must say, when given. */
async function feed(persona: string, headers: Record<string, string>, students = false, language?: Language): Promise<Card[]> {
  const document = students ? GetTeacherNotificationsDocument : GetNotificationsDocument;
  const res = await gqlWith<{ viewer: Record<'notifications' | 'teacherNotifications', { edges: Array<{ node: Card }> }> }>(
    server, document, { first: 60 }, { persona, headers });
  if (language) expect(res.headers.get('content-language')).toBe(language);
  return dataOf(res.body).viewer[students ? 'teacherNotifications' : 'notifications'].edges.map((e) => e.node);
}

/** The sanitizer's fixtures, known by their messages. */
const HOSTILE_MESSAGES = new Set(HOSTILE_CONTENT.map((c) => c.text(NOTIFICATION_TEXTS['en-US']).message));
const isHostile = (card: Card): boolean => HOSTILE_MESSAGES.has(card.message);
/** The hostile pieces of a message: scripts, handlers, javascript:/data:/off-site links, inline styles, frames. */
const payloads = (message: string): string[] => message.match(/<script>[^<]*<\/script>|<img [^>]*>|<a href="[^"]*"[^>]*>|<span style="[^"]*">|<iframe[^>]*><\/iframe>/g) ?? [];
const same = (card: Card) => ({ id: card.id, createdAt: card.createdAt, isRead: card.isRead, url: card.url, actors: card.actors, image: card.image });

describe('notifications', () => {
  it.each([
    ['es', 'by cookie', { cookie: 'masthead_language=es' }, 'Responder', /^<b>[^<]+<\/b> respondió a tu comentario en <a href="[^"]+">[^<]+<\/a>: “(.+)”$/],
    ['es', 'by Accept-Language', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, 'Responder', /^<b>[^<]+<\/b> respondió a tu comentario en <a href="[^"]+">[^<]+<\/a>: “(.+)”$/],
    ['ar', 'by cookie', { cookie: 'masthead_language=ar' }, 'رد', /^ردّ من <b>[^<]+<\/b> على تعليقك في <a href="[^"]+">[^<]+<\/a>: «(.+)»$/],
    ['ar', 'by Accept-Language', { 'accept-language': 'ar-EG' }, 'رد', /^ردّ من <b>[^<]+<\/b> على تعليقك في <a href="[^"]+">[^<]+<\/a>: «(.+)»$/],
  ] as const)('%s %s: the same notifications, in the language; comments as authored', async (language, _how, headers, reply, replied) => {
    const [english, translated] = await Promise.all([feed('member', {}, false, 'en-US'), feed('member', headers, false, language)]);
    expect(translated).toHaveLength(60);
    expect(translated.map(same)).toEqual(english.map(same));
    let replies = 0;
    translated.forEach((card, i) => {
      const en = english[i];
      if (!en) throw new Error('feeds differ in length');
      if (isHostile(en)) {
        // The sanitizer's fixtures: the same payloads, in the language's words.
        expect(payloads(card.message)).toEqual(payloads(en.message));
        return;
      }
      expect(card.message).not.toBe(en.message);
      if (en.buttonText !== null) expect(card.buttonText).not.toBe(en.buttonText);
      // Names and titles are the same escaped HTML in every language.
      for (const piece of en.message.match(/<b>[^<]*<\/b>|<a href="[^"]*">/g) ?? []) expect(card.message).toContain(piece);
      if (en.buttonText === 'Reply') {
        replies += 1;
        expect(card.buttonText).toBe(reply);
        expect(card.previewText).toBe(en.previewText);
        expect(replied.exec(card.message)?.[1]).toBe(/“(.+)”$/.exec(en.message)?.[1]);
      }
    });
    expect(replies).toBeGreaterThan(0);
  });

  it('keeps the hostile payloads in every language, in the language\'s words', async () => {
    const english = await feed('member', {});
    const hostile = english.flatMap((card, i) => (isHostile(card) ? [i] : []));
    expect(hostile).toHaveLength(5);
    for (const language of LANGUAGES) {
      const translated = await feed('member', { 'accept-language': language });
      for (const i of hostile) {
        const [en, card] = [english[i]!, translated[i]!];
        expect(same(card)).toEqual(same(en));
        expect(payloads(card.message), `${language} #${i}`).toEqual(payloads(en.message));
        expect(payloads(card.message).length, `${language} #${i}`).toBeGreaterThan(0);
        if (language !== 'en-US') expect(card.buttonText, `${language} #${i}`).not.toBe(en.buttonText);
      }
    }
  });

  it('words students\' activity too: enrolments with "and N others" in the language, reviews quoted as written', async () => {
    const [english, spanish, arabic] = await Promise.all([
      feed('teacher', {}, true), feed('teacher', { cookie: 'masthead_language=es' }, true), feed('teacher', { cookie: 'masthead_language=ar' }, true),
    ]);
    expect(spanish.map(same)).toEqual(english.map(same));
    const enrolled = english.findIndex((c) => c.buttonText === 'View Class');
    expect(enrolled).toBeGreaterThanOrEqual(0);
    const others = /and (\d+) others enrolled in/.exec(english[enrolled]?.message ?? '')?.[1];
    expect(spanish[enrolled]?.message).toContain(` y ${others} personas más se inscribieron en <a href=`);
    expect(spanish[enrolled]?.previewText).toMatch(/^\d+ estudiantes nuevos$/);
    expect(arabic[enrolled]?.message).toMatch(new RegExp(`^تسجيلات جديدة في <a href="[^"]+">[^<]+</a>: <b>.+</b> و${others} (أشخاص آخرين|شخصًا آخر|شخص آخر)$`));
    const review = english.findIndex((c) => c.buttonText === 'View Review');
    expect(review).toBeGreaterThanOrEqual(0);
    expect(spanish[review]?.buttonText).toBe('Ver reseña');
    expect(spanish[review]?.previewText).toBe(english[review]?.previewText);
    expect(spanish[review]?.message).toContain(`“${/“(.+)”$/.exec(english[review]?.message ?? '')?.[1]}”`);
  });
});

describe('notification texts', () => {
  const { es, ar, fr, de, 'pt-BR': pt, 'en-US': en } = NOTIFICATION_TEXTS;

  it('joins names in each language', () => {
    expect(en.names(['Ana', 'Inés'])).toBe('<b>Ana</b> and <b>Inés</b>');
    expect(en.names(['A', 'B'], 3)).toBe('<b>A</b>, <b>B</b> and 3 others');
    expect(es.names(['Ana', 'Inés'])).toBe('<b>Ana</b> e <b>Inés</b>');
    expect(es.names(['Ana', 'Hilda', 'Yuki'])).toBe('<b>Ana</b>, <b>Hilda</b> y <b>Yuki</b>');
    expect(es.names(['A', 'B'], 3)).toBe('<b>A</b>, <b>B</b> y 3 personas más');
    expect(es.names(['A', 'B'], 1)).toBe('<b>A</b>, <b>B</b> y 1 persona más');
    expect(fr.names(['A', 'B'], 1234)).toBe('<b>A</b>, <b>B</b> et 1\u202f234 autres personnes');
    expect(de.names(['A', 'B'], 3)).toBe('<b>A</b>, <b>B</b> und 3 weitere Personen');
    expect(pt.names(['A', 'B'], 3)).toBe('<b>A</b>, <b>B</b> e mais 3 pessoas');
    expect(ar.names(['A', 'B'])).toBe('<b>A</b> و<b>B</b>');
  });

  it.each([
    [1, 'وشخص آخر'], [2, 'وشخصان آخران'], [3, 'و3 أشخاص آخرين'], [10, 'و10 أشخاص آخرين'],
    [11, 'و11 شخصًا آخر'], [99, 'و99 شخصًا آخر'], [100, 'و100 شخص آخر'], [102, 'و102 شخص آخر'],
  ])('Arabic "and %i others" takes the plural form of its number', (others, expected) => {
    expect(ar.names(['A', 'B'], others)).toBe(`<b>A</b>، <b>B</b> ${expected}`);
  });

  it('escapes names and keeps user words in the language\'s quotation marks', () => {
    expect(es.names(['<img src=x>'])).toBe('<b>&#60;img src=x&#62;</b>');
    expect([en, es, fr, de, pt, ar].map((t) => t.quote('hi'))).toEqual(['“hi”', '“hi”', '«\u202fhi\u202f»', '„hi“', '“hi”', '«hi»']);
  });

  it('pluralises counted previews', () => {
    expect([es.liked.preview(1), es.liked.preview(2)]).toEqual(['1 nuevo me gusta en tu proyecto', '2 nuevos me gusta en tu proyecto']);
    expect([1, 2, 3, 11, 100].map((n) => ar.enrolled.preview(n))).toEqual([
      'طالب جديد', 'طالبان جديدان', '3 طلاب جدد', '11 طالبًا جديدًا', '100 طالب جديد',
    ]);
    expect(de.enrolled.preview(1234)).toBe('1.234 neue Anmeldungen');
  });
});
