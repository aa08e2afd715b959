-- "Did you mean" (issue 33): when the results page finds nothing, the closest words of the vocabulary are
-- looked for with fuzzystrmatch's levenshtein_less_equal, further than the typo rule reaches and on the
-- first letter too (search/did-you-mean.ts; docs/search-engine.md says why this and not pg_trgm).
-- fuzzystrmatch is a trusted extension (PostgreSQL 13+): a database owner may create it. PGlite loads it
-- from @electric-sql/pglite/contrib (db/embedded.ts); Debian's PostgreSQL ships it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
