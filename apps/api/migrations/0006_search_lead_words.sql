-- A document's first words and its title's words as words of their own (issue 33), besides the weights they
-- already have: '^' and each first word (weights C and D), '=' and each word of the title (weight A), without
-- position or weight. A query can then find the documents whose text starts with the typed word, or whose title
-- holds every typed word, through the GIN index alone. A weight cannot be read from the index (PostgreSQL reads
-- each matching row again to check it), so asking for a weight C word read every row that had the word
-- anywhere: 5,734 of 50,000 classes for "botanical". A suggestion list reads these first and, when they are
-- enough for its page, nothing else (search/engine.ts). A folded word is letters and digits only
-- (search/words.ts), so no typed word, and no prefix of one, reaches a word that starts with '^' or '='.
CREATE FUNCTION search_marked(mark text, words tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(SELECT mark || lexeme FROM unnest(words)))
$$;

CREATE OR REPLACE FUNCTION search_doc(cfg regconfig, a_own text, a_en text, lead_own text, lead_en text, b_own text, b_en text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(t.a, 'A') || search_marked('=', t.a)
    || setweight(to_tsvector('simple', lead_own), 'C') || setweight(to_tsvector('simple', lead_en), 'D')
    || search_marked('^', to_tsvector('simple', lead_own || ' ' || lead_en))
    || setweight(to_tsvector('simple', b_own || ' ' || b_en) || to_tsvector(cfg, b_own) || to_tsvector('english', b_en), 'B')
  FROM (SELECT to_tsvector('simple', a_own || ' ' || a_en) || to_tsvector(cfg, a_own) || to_tsvector('english', a_en) AS a) AS t
$$;

-- The most popular classes' documents again, in partial indexes of their own (search/engine.ts's POPULAR names
-- the same number: about a tenth of the large catalogue's classes). When the popular classes that start with a
-- frequent word hold a suggestion page, all of them matching without a typo, no other class can come before
-- them, and the page reads only them: "botanical" starts 1,088 classes of 50,000, of which 107 are popular.
CREATE INDEX search_classes_en_popular ON search_classes USING gin (doc_en) WHERE popularity >= 2000;
CREATE INDEX search_classes_es_popular ON search_classes USING gin (doc_es) WHERE popularity >= 2000;
CREATE INDEX search_classes_fr_popular ON search_classes USING gin (doc_fr) WHERE popularity >= 2000;
CREATE INDEX search_classes_de_popular ON search_classes USING gin (doc_de) WHERE popularity >= 2000;
CREATE INDEX search_classes_pt_popular ON search_classes USING gin (doc_pt) WHERE popularity >= 2000;
CREATE INDEX search_classes_ar_popular ON search_classes USING gin (doc_ar) WHERE popularity >= 2000;
