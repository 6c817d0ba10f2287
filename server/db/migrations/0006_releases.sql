-- Releases (issue #12): drafts and their lifecycle, tracks, credited artists, contributors,
-- credits, writers, the storage keys a release owns and its status history.

create table releases (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  owner_id text not null references users (id) on delete cascade,
  -- the roster artist the release is for
  artist_id text references artists (id) on delete set null,
  status text not null default 'DRAFT'
    check (status in ('DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN')),
  title text not null,
  title_version text,
  label text not null,
  format text not null check (format in ('ALBUM', 'EP', 'SINGLE')),
  primary_genre text not null,
  secondary_genre text,
  advisory text not null default 'NONE' check (advisory in ('NONE', 'CLEAN', 'EXPLICIT')),
  audio_language text not null,
  recording_location text,
  -- the chosen day at 12:00:00 UTC
  release_date timestamptz not null,
  original_release_date timestamptz not null,
  pre_order_date timestamptz,
  upc text check (upc ~ '^[0-9]{12,13}$'),
  -- a single's ISRC (its one track carries the same)
  isrc text check (isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
  cover_key text,
  cover_thumbnail_key text,
  -- a single's audio and duration (its one track carries the same); null for EPs and albums
  audio_key text,
  duration double precision check (duration between 0 and 86400),
  specify_clip_start_time text check (specify_clip_start_time in ('StreamingServices', 'UserDefined')),
  clip_start_time double precision check (clip_start_time between 0 and 86400),
  clip_end_time double precision check (clip_end_time between 0 and 86400),
  album_price numeric(10, 2) check (album_price between 0 and 10000),
  -- fields still stopping a submit (release-rules.ts), kept with every write for the list's INCOMPLETE
  missing_fields text[] not null default '{}',
  review_note text,
  submitted_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The management list: releases of the roster's artists (and the owner's), newest change first.
create index releases_artist on releases (artist_id, updated_at desc, id desc);
create index releases_owner on releases (owner_id, updated_at desc, id desc);
create index releases_status on releases (status, updated_at desc);
create index releases_updated on releases (updated_at desc, id desc);
create index releases_title_trgm on releases using gin (lower(title) gin_trgm_ops);

create table release_tracks (
  release_id text not null references releases (id) on delete cascade,
  -- 0-based order on the release
  position integer not null check (position between 0 and 99),
  title text not null,
  title_version text,
  isrc text check (isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
  audio_key text,
  duration double precision check (duration between 0 and 86400),
  secondary_genre text,
  price numeric(10, 2) check (price between 0 and 10000),
  advisory text not null default 'NONE' check (advisory in ('NONE', 'CLEAN', 'EXPLICIT')),
  clip_start_time double precision check (clip_start_time between 0 and 86400),
  primary key (release_id, position)
);
create index release_tracks_isrc on release_tracks (isrc);

-- Artists credited on the release (track is null) or on one track (its position).
create table release_artists (
  release_id text not null references releases (id) on delete cascade,
  track_position integer,
  position integer not null,
  role text not null check (role in ('PRIMARY_ARTIST', 'FEATURED_ARTIST', 'REMIXER')),
  name text not null,
  spotify_id text,
  apple_id text,
  linked_artist_id text references artists (id) on delete set null,
  primary key (release_id, position),
  foreign key (release_id, track_position) references release_tracks (release_id, position) on delete cascade
);
create index release_artists_name_trgm on release_artists using gin (lower(name) gin_trgm_ops);

create table release_contributors (
  release_id text not null references releases (id) on delete cascade,
  position integer not null,
  role text not null check (role in ('FEATURED_ARTIST', 'PRODUCER', 'REMIXER')),
  name text not null,
  spotify_id text,
  apple_id text,
  linked_artist_id text references artists (id) on delete set null,
  primary key (release_id, position)
);

create table release_track_credits (
  release_id text not null,
  track_position integer not null,
  position integer not null,
  role text not null check (role in ('ASSISTANT_ENGINEER', 'CO-PRODUCER', 'ENGINEER', 'GRAPHIC_DESIGN', 'MASTERING_ENGINEER',
                                     'MIXER', 'MIXING_ENGINEER', 'PRODUCER', 'RECORDING_ENGINEER', 'ASSISTANT_MIXING_ENGINEER')),
  name text not null,
  primary key (release_id, track_position, position),
  foreign key (release_id, track_position) references release_tracks (release_id, position) on delete cascade
);

create table release_track_writers (
  release_id text not null,
  track_position integer not null,
  position integer not null,
  role text not null check (role in ('COMPOSER', 'LYRICIST', 'ARRANGER', 'PUBLISHER')),
  name text not null,
  ipi_number text check (ipi_number ~ '^[0-9]{9,11}$'),
  writer_id text references writers (id) on delete set null,
  primary key (release_id, track_position, position),
  foreign key (release_id, track_position) references release_tracks (release_id, position) on delete cascade
);

-- The storage keys a release owns (removed from storage with the draft).
create table release_files (
  release_id text not null references releases (id) on delete cascade,
  storage_key text not null,
  kind text not null check (kind in ('COVER', 'COVER_THUMBNAIL', 'AUDIO')),
  created_at timestamptz not null default now(),
  primary key (release_id, storage_key)
);
create index release_files_key on release_files (storage_key);

-- Every status move, creation (from null to DRAFT) included.
create table release_status_changes (
  id bigint generated always as identity primary key,
  release_id text not null references releases (id) on delete cascade,
  at timestamptz not null default now(),
  by_user_id text references users (id) on delete set null,
  from_status text check (from_status in ('DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN')),
  to_status text not null check (to_status in ('DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN')),
  reason text
);
create index release_status_changes_release on release_status_changes (release_id, at, id);
