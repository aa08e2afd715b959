#!/usr/bin/env node
// Search engine options on the database (issue 33's "measure the options, choose, and say why"): one
// embedded PGlite, a catalogue of N class titles made from the seed's words, and the ways to find a
// title for what a visitor typed, timed per query kind (exact, prefix, two words, one typo).
//
//   A  inverted index alone: a tsvector per title (folded: unaccent, lower case) with GIN; every typed
//      word must start a word of the title (the last as a prefix, `:*`). No typo forgiven.
//   B  vocabulary + inverted index, as engines do: the catalogue's distinct words in a small table; each
//      typed word is checked against the words with its first letter (the typo rule forbids a typo there)
//      by levenshtein_less_equal within its allowance (1 from 4 letters, 2 from 8), then A's tsquery is
//      built from the words found (an OR per typed word).
//   C  trigram similarity over whole titles (pg_trgm GIN, `%`), the baseline issue 33 measured as slow.
//
//   cd apps/api && npx tsx scripts/search-options.mjs [--classes=50000] [--runs=40]
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** The seed's class titles (2,400), whose words make every generated title. */
async function seedTitles() {
  const { getCatalog } = await import('../src/seed/index.ts');
  return getCatalog().classes.map((c) => c.title);
}

/** `count` titles: each a seed title with one or two words of another, deterministic. */
function titlesOf(seed, count) {
  const words = seed.flatMap((t) => t.split(/\s+/)).filter((w) => /^\p{L}{3,}$/u.test(w));
  return Array.from({ length: count }, (_, i) => {
    const base = seed[i % seed.length];
    const extra = i < seed.length ? '' : ` ${words[(i * 7919) % words.length]}${i % 3 === 0 ? ` ${words[(i * 104729) % words.length]}` : ''}`;
    return `${base}${extra}`;
  });
}

async function setUp(titles) {
  const db = await PGlite.create({ extensions: { pg_trgm, unaccent, fuzzystrmatch } });
  await db.exec(`
    create extension pg_trgm; create extension unaccent; create extension fuzzystrmatch;
    create table classes (id int primary key, title text not null, folded text not null, doc tsvector not null);
    create table vocab (word text primary key, first text not null);
  `);
  const started = performance.now();
  for (let i = 0; i < titles.length; i += 1000) {
    const chunk = titles.slice(i, i + 1000);
    await db.query(
      `insert into classes (id, title, folded, doc)
       select i, t, lower(unaccent(t)), to_tsvector('simple', lower(unaccent(t))) from unnest($1::int[], $2::text[]) as u(i, t)`,
      [chunk.map((_, j) => i + j), chunk],
    );
  }
  await db.exec(`
    insert into vocab (word, first)
      select word, left(word, 1) from ts_stat('select doc from classes') where length(word) >= 2 on conflict do nothing;
    create index classes_doc on classes using gin (doc);
    create index classes_trgm on classes using gin (folded gin_trgm_ops);
    create index vocab_first on vocab (first);
    analyze;
  `);
  const load = performance.now() - started;
  const vocab = (await db.query('select count(*)::int as n from vocab')).rows[0].n;
  return { db, load, vocab };
}

/** Typos a word of `length` letters may carry: 1 from 4 letters, 2 from 8 (Meilisearch's default rule). */
const allowance = (length) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

const fold = (text) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const words = (text) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A: every typed word starts a word of the title; the last may be unfinished. */
async function exactWords(db, query) {
  const w = words(query);
  const tsquery = w.map((word, i) => `'${word}'${i === w.length - 1 ? ':*' : ''}`).join(' & ');
  return (await db.query(`select id, title from classes where doc @@ to_tsquery('simple', $1) order by id limit 3`, [tsquery])).rows;
}

/** B: each typed word's spellings found in the vocabulary (same first letter, within the allowance), then A. */
async function vocabularyWords(db, query) {
  const w = words(query);
  const alternatives = [];
  for (const [i, word] of w.entries()) {
    const last = i === w.length - 1;
    const k = allowance(word.length);
    const found = (
      await db.query(
        last
          ? `select word from vocab where first = $1 and levenshtein_less_equal(left(word, length($2)), $2, $3) <= $3 limit 50`
          : `select word from vocab where first = $1 and levenshtein_less_equal(word, $2, $3) <= $3 limit 50`,
        [word[0], word, k],
      )
    ).rows.map((r) => r.word);
    if (found.length === 0) return [];
    alternatives.push(`(${found.map((f) => `'${f}'${last ? ':*' : ''}`).join(' | ')})`);
  }
  return (await db.query(`select id, title from classes where doc @@ to_tsquery('simple', $1) order by id limit 3`, [alternatives.join(' & ')])).rows;
}

/** C: trigram similarity over the whole folded title. */
async function trigramTitles(db, query) {
  return (await db.query(`select id, title from classes where folded % $1 order by similarity(folded, $1) desc limit 3`, [fold(query)])).rows;
}

const KINDS = {
  exact: ['watercolor', 'photography', 'procreate', 'illustration', 'animation'],
  prefix: ['waterc', 'photog', 'procr', 'illust', 'anim'],
  'two words': ['watercolor portrait', 'portrait watercolor', 'digital illustration', 'logo design', 'film photography'],
  typo: ['watrcolor', 'photgraphy', 'procrate', 'ilustration', 'animaton'],
};

async function time(fn, db, query, runs) {
  const times = [];
  let hits = 0;
  for (let r = 0; r < runs; r += 1) {
    const t0 = performance.now();
    hits = (await fn(db, query)).length;
    times.push(performance.now() - t0);
  }
  return { times, hits };
}

async function runSearchOptions({ classes = 50_000, runs = 40 } = {}) {
  const titles = titlesOf(await seedTitles(), classes);
  const { db, load, vocab } = await setUp(titles);
  const rows = [];
  try {
    for (const [name, fn] of [['A words (GIN)', exactWords], ['B vocabulary + GIN', vocabularyWords], ['C trigram titles', trigramTitles]]) {
      for (const [kind, queries] of Object.entries(KINDS)) {
        const all = [];
        const hits = [];
        for (const q of queries) {
          const r = await time(fn, db, q, Math.max(2, Math.round(runs / queries.length)));
          all.push(...r.times.slice(1));
          hits.push(r.hits);
        }
        rows.push({ option: name, kind, p50: round(percentile(all, 50), 2), p95: round(percentile(all, 95), 2), found: `${hits.filter((h) => h > 0).length}/${queries.length}` });
      }
    }
  } finally {
    await db.close();
  }
  return { classes, vocab, loadSeconds: round(load / 1000, 1), rows };
}

{
  const r = await runSearchOptions({ classes: arg('classes', 50_000), runs: arg('runs', 40) });
  console.log(`${r.classes} classes, ${r.vocab} distinct words, loaded and indexed in ${r.loadSeconds} s (PGlite)`);
  for (const row of r.rows) console.log(`${row.option.padEnd(20)} ${row.kind.padEnd(10)} p50 ${String(row.p50).padStart(7)} ms  p95 ${String(row.p95).padStart(7)} ms  found ${row.found}`);
}
