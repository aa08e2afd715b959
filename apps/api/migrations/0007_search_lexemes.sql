-- The index's lexemes (issue 33): every word of the vocabulary as each configuration the index uses makes it (as
-- written, and stemmed by the six languages' Snowball), so a superset of the lexemes of every document. The last
-- typed word is a prefix; asked of a GIN index as a prefix ('portr':*), the index gathers every document of every
-- lexeme that starts with it before it can intersect them with the other words' ("watercolor portrait": 2,638
-- classes of 50,000 for 'portrait':*, 1.15 ms; 46 match both). Asked as the few lexemes that start with it
-- ('portrait' | 'portraits'), it skips through their lists as it does for whole words (0.52 ms). search/plan.ts
-- reads them here; the "C" collation orders them by their bytes, as a tsquery's prefix compares them.
CREATE TABLE search_lexemes (
  lexeme text COLLATE "C" PRIMARY KEY,
  -- Lexemes that only rows added at run time brought (POST /dev/reset takes them away with those rows).
  added boolean NOT NULL DEFAULT false
);
