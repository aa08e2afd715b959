-- The search engine's index (issue 33): what suggestions and the results page find, on the database.
-- Runs on PostgreSQL 15 (Debian's server) and on PGlite (PostgreSQL 18 in WASM): keep to what both run.
--
-- Each document has one tsvector per shipped language (en, es, fr, de, pt for pt-BR, ar): the words of its
-- text as the visitor's language reads it and as English reads it, folded by the API (search/words.ts),
-- plus their stems by that language's Snowball configuration and by English's. The words a suggestion
-- matches (a class's or path's title, a skill's name) have weight A; the rest (a class's teacher, skills
-- and category, which the results page also matches) weight B. The first word of a title is also there
-- with weight C (in the language) or D (in English), so a text that starts with what was typed ranks
-- first. See docs/search-engine.md.

-- Skills (approved ones only: only those are suggested) and learning paths, the same way.
CREATE TABLE search_skills (
  id integer PRIMARY KEY,
  popularity integer NOT NULL,
  doc_en tsvector NOT NULL,
  doc_es tsvector NOT NULL,
  doc_fr tsvector NOT NULL,
  doc_de tsvector NOT NULL,
  doc_pt tsvector NOT NULL,
  doc_ar tsvector NOT NULL
);
CREATE TABLE search_paths (LIKE search_skills INCLUDING ALL);

-- Classes: the same, plus what their suggestions filter on and, for a class added at run time (POST
-- /dev/classes, development only), the class as the API answers it; NULL for the seed's, which the API
-- builds from its code. POST /dev/reset takes the added ones away.
CREATE TABLE search_classes (
  LIKE search_skills INCLUDING ALL,
  high_quality boolean NOT NULL,
  record jsonb
);
CREATE INDEX search_classes_en ON search_classes USING gin (doc_en);
CREATE INDEX search_classes_es ON search_classes USING gin (doc_es);
CREATE INDEX search_classes_fr ON search_classes USING gin (doc_fr);
CREATE INDEX search_classes_de ON search_classes USING gin (doc_de);
CREATE INDEX search_classes_pt ON search_classes USING gin (doc_pt);
CREATE INDEX search_classes_ar ON search_classes USING gin (doc_ar);

-- Teachers' names are the same in every language and are not stemmed: one tsvector.
CREATE TABLE search_teachers (
  id integer PRIMARY KEY,
  popularity integer NOT NULL,
  doc tsvector NOT NULL
);
CREATE INDEX search_teachers_doc ON search_teachers USING gin (doc);

-- The vocabulary: every distinct word of every document. A typed word is checked for typos against the
-- words that share its first letter (no typo is forgiven there), a small set, and the documents are then
-- found through the GIN indexes by the words it matched.
CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  first_letter text NOT NULL,
  letters integer NOT NULL,
  -- Words that only rows added at run time brought (POST /dev/reset takes them away with those rows).
  added boolean NOT NULL DEFAULT false
);
CREATE INDEX search_vocabulary_first ON search_vocabulary (first_letter, letters);

-- Which seed the index holds (as seed_state does for notifications).
CREATE TABLE search_seed_state (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  seed_key text NOT NULL
);

-- A document's tsvector in one language: `a_own` and `a_en`, the words a suggestion matches as the language
-- and as English read them (weight A); `lead_own` and `lead_en`, the first word of each (weights C and D,
-- which only say "the text starts with this word"); `b_own` and `b_en`, the other words the results page
-- matches (weight B). Each
-- is words the API folded, joined by spaces. Every word is there as it is (the 'simple' configuration: no
-- stemming, no stop words) and stemmed by `cfg` or English, so "acuarelas" finds "Acuarela".
CREATE FUNCTION search_doc(cfg regconfig, a_own text, a_en text, lead_own text, lead_en text, b_own text, b_en text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', a_own || ' ' || a_en) || to_tsvector(cfg, a_own) || to_tsvector('english', a_en), 'A')
    || setweight(to_tsvector('simple', lead_own), 'C') || setweight(to_tsvector('simple', lead_en), 'D')
    || setweight(to_tsvector('simple', b_own || ' ' || b_en) || to_tsvector(cfg, b_own) || to_tsvector('english', b_en), 'B')
$$;
