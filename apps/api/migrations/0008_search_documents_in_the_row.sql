-- A document's six languages in its row (issue 33). A class's six tsvectors make a row of about 3 kB, over the
-- 2 kB at which PostgreSQL moves a row's largest values out to the table's TOAST relation; at 50,000 classes 99 % of
-- the Arabic documents, 70 % of the Spanish and 38–68 % of the French, Portuguese and German were read from there,
-- an index lookup and a chunk read for every test of a row against a query (a suggestion list tests each row it
-- reads four or five times). Kept in the row up to the largest a page takes, a Spanish or Arabic keystroke that
-- reads many rows ("ilustracion", "fotografia") costs a fifth less on PGlite; English, always in the row, is as
-- before. Rows written from now on (search/index-seed.ts writes the index again for this).
ALTER TABLE search_classes SET (toast_tuple_target = 8160);
ALTER TABLE search_skills SET (toast_tuple_target = 8160);
ALTER TABLE search_paths SET (toast_tuple_target = 8160);
