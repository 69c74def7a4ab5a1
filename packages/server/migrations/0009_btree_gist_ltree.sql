-- Extensions the breadth engine relies on (hand-written): btree_gist lets exclusion constraints
-- compare plain columns with = beside a time range (no-overlap per room, car, staff), ltree stores
-- tree paths (organisation units, categories) with indexed subtree queries.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS ltree;
