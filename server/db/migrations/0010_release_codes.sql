-- Release identifiers (issue #13): every UPC and ISRC this server issued or accepted, so a code is
-- never issued twice, and the counters that issue them. A code stays in the registry for good:
-- detached (a removed ISRC, a deleted release) it is retired, not freed.

create table release_codes (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  type text not null check (type in ('UPC', 'ISRC')),
  code text not null unique,
  -- the release holding it (null once that release is deleted)
  release_id text references releases (id) on delete set null,
  -- the track holding an ISRC (0-based), null for a UPC
  track_position integer,
  release_title text,
  issued_at timestamptz not null default now(),
  assigned_at timestamptz,
  retired_at timestamptz
);
create index release_codes_type on release_codes (type, issued_at desc, id desc);
create index release_codes_release on release_codes (release_id) where retired_at is null;

-- The next number to issue per range: 'UPC:<prefix>' or 'ISRC:<registrant><yy>'.
create table code_counters (
  scope text primary key,
  next_value bigint not null check (next_value >= 0)
);

-- The delivery partner's receipts are history entries made by nobody in particular.
alter table release_status_changes add column by_partner boolean not null default false;

-- Codes already on releases (demo data loaded before this migration).
insert into release_codes (type, code, release_id, release_title, assigned_at)
  select 'UPC', upc, id, title, updated_at from releases where upc is not null
  on conflict (code) do nothing;
insert into release_codes (type, code, release_id, track_position, release_title, assigned_at)
  select 'ISRC', t.isrc, t.release_id, t.position, r.title, r.updated_at
  from release_tracks t join releases r on r.id = t.release_id where t.isrc is not null
  on conflict (code) do nothing;

-- The admin queue (GET /admin/releases) on 100k releases: its orders and its search.
create index releases_created on releases (created_at desc, id desc);
create index releases_status_created on releases (status, created_at desc, id desc);
create index releases_without_upc on releases (status, created_at desc, id desc) where upc is null;
create index releases_submitted on releases (submitted_at, id);
create index releases_release_date on releases (release_date, id);
create index releases_title_order on releases (lower(title), id);
create index releases_label_trgm on releases using gin (lower(label) gin_trgm_ops);
create index releases_upc_trgm on releases using gin (upc gin_trgm_ops);
