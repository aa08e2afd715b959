-- GIN indexes on the skills' and learning paths' documents (issue 33). Without them each keystroke read every
-- skill and path in each language (1,000 skills and 500 paths at a marketplace's size): a few tenths of a
-- millisecond each on PGlite, of a keystroke that must stay within 10 ms.
CREATE INDEX search_skills_en ON search_skills USING gin (doc_en);
CREATE INDEX search_skills_es ON search_skills USING gin (doc_es);
CREATE INDEX search_skills_fr ON search_skills USING gin (doc_fr);
CREATE INDEX search_skills_de ON search_skills USING gin (doc_de);
CREATE INDEX search_skills_pt ON search_skills USING gin (doc_pt);
CREATE INDEX search_skills_ar ON search_skills USING gin (doc_ar);
CREATE INDEX search_paths_en ON search_paths USING gin (doc_en);
CREATE INDEX search_paths_es ON search_paths USING gin (doc_es);
CREATE INDEX search_paths_fr ON search_paths USING gin (doc_fr);
CREATE INDEX search_paths_de ON search_paths USING gin (doc_de);
CREATE INDEX search_paths_pt ON search_paths USING gin (doc_pt);
CREATE INDEX search_paths_ar ON search_paths USING gin (doc_ar);
