-- Release details of issue #37: a release that was out before (spec 1 §3 / spec 2 §9's other
-- distributors, or 'other') and the territories it is sold in ('WORLD' alone, or ISO 3166-1
-- alpha-2 codes). Releases stored before this were new products sold everywhere.
alter table releases add column previously_released boolean not null default false;
alter table releases add column previous_distributor text
  check (previous_distributor in ('distrokid', 'tunecore', 'cdbaby', 'unitedMasters', 'other'));
alter table releases add column territories text[] not null default array['WORLD']
  check (cardinality(territories) >= 1);
