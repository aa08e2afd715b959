-- The catalogue's records (issue 33): what the header's suggestions, the results page and the viewer's
-- followed categories and skills answer, read from the database by each request rather than kept in the
-- API's memory. The seed writes them (catalog/tables.ts) beside the search index (0002_search.sql), by the
-- same code that adds a class at run time (POST /dev/classes, development only). Runs on PostgreSQL 15 and
-- on PGlite.

-- Categories: top-level ones (parent_id NULL) and their sub-categories. Their names in the six languages
-- are the API's translations (seed/category-names.ts), by slug.
CREATE TABLE catalog_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  display_name text NOT NULL,
  position integer NOT NULL,
  parent_id integer REFERENCES catalog_categories (id)
);

-- Skills, with their names in every shipped language ({"en-US": "Watercolor", "es": "Acuarela", ...}).
CREATE TABLE catalog_skills (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  names jsonb NOT NULL,
  category_id integer NOT NULL REFERENCES catalog_categories (id),
  facet_type text NOT NULL,
  class_count integer NOT NULL,
  follower_count integer NOT NULL,
  is_approved boolean NOT NULL
);

CREATE TABLE catalog_teachers (
  id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  name text NOT NULL,
  username text NOT NULL,
  vanity_username text,
  avatar_url text,
  headline text NOT NULL,
  follower_count integer NOT NULL,
  url text NOT NULL
);

-- The options of the results page's facets that come from the catalogue's data (materials, software);
-- the others (type, language, level, length, published, rating) are fixed by the API.
CREATE TABLE catalog_facet_options (
  facet text NOT NULL,
  value text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (facet, value)
);

-- Classes. `added`: a class added at run time (POST /dev/reset takes those away).
CREATE TABLE catalog_classes (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  cover_image_url text,
  teacher_id integer NOT NULL REFERENCES catalog_teachers (id),
  category_id integer NOT NULL REFERENCES catalog_categories (id),
  skill_ids integer[] NOT NULL,
  level text NOT NULL,
  language text NOT NULL,
  language_code text NOT NULL,
  duration_minutes integer NOT NULL,
  rating double precision NOT NULL,
  student_count integer NOT NULL,
  published_at_ms double precision NOT NULL,
  type_value text NOT NULL,
  extras text[] NOT NULL,
  materials text[] NOT NULL,
  software text[] NOT NULL,
  is_high_quality boolean NOT NULL,
  added boolean NOT NULL DEFAULT false
);
-- The results page with nothing typed lists every class, "our picks" first (class-search.ts).
CREATE INDEX catalog_classes_picks ON catalog_classes (is_high_quality DESC, student_count DESC, id);
CREATE INDEX catalog_classes_teacher ON catalog_classes (teacher_id);

CREATE TABLE catalog_paths (
  id integer PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  cover_image text,
  class_ids integer[] NOT NULL,
  enrollment_count integer NOT NULL
);

-- An added class's record lived in the index until now; the catalogue's table holds it. The index is written
-- again by the seed (its key names the catalogue's tables too), so no added class is carried over.
ALTER TABLE search_classes DROP COLUMN record;
