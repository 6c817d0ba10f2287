-- Issue #40: a name search tests `lower(name)` on every row it walks (the listeners index, for 25
-- matches) or rechecks (a bitmap's few matches), and lowering a UTF-8 name was most of that work:
-- the 4,000 rows a search for "ava" walks over 100,000 artists cost PGlite 2.0 ms lowering each,
-- 0.75 ms reading the name stored lowered. The searches read `name_lower`; its indexes replace
-- those on the expression (sampled as 0020 did theirs).
alter table artists add column name_lower text generated always as (lower(name)) stored;
drop index artists_name_trgm;
drop index artists_name_prefix;
create index artists_name_trgm on artists using gin (name_lower gin_trgm_ops);
create index artists_name_prefix on artists (name_lower text_pattern_ops);
alter table artists alter column name_lower set statistics 1000;
analyze artists;
