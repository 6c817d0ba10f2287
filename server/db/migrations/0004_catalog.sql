-- The catalogue (artists, albums, tracks, writers), streams, payouts, royalties and reference data.

-- Substring search over names (GIN trigram indexes); PGlite loads it from its contrib bundle.
create extension if not exists pg_trgm;

alter table artists
  add column amazon_id text,
  add column deezer_id text,
  add column monthly_listeners integer check (monthly_listeners >= 0),
  add column followers integer check (followers >= 0),
  add column popularity smallint check (popularity between 0 and 100),
  add column genres text[] not null default '{}',
  -- [{"network": "INSTAGRAM", "url": "https://…"}] (SocialLink)
  add column socials jsonb not null default '[]',
  add column country text check (country ~ '^[A-Z]{2}$'),
  -- {"SPOTIFY": 1234, …}: streams of the 30 days before streams_updated_at, per platform
  add column streams_30d jsonb not null default '{}',
  -- streams_30d priced at the system payout rates; recomputed when the rates change
  add column monthly_earnings numeric(14, 2) not null default 0,
  add column streams_updated_at timestamptz,
  -- demo artists without stored daily_streams: their streams are generated on read from the id
  add column synthetic_streams boolean not null default false;

create index artists_name_trgm on artists using gin (lower(name) gin_trgm_ops);
-- Short queries (under 3 characters) have no trigram: they match by prefix on this one.
create index artists_name_prefix on artists (lower(name) text_pattern_ops);
create index artists_created on artists (created_at, id);
create index artists_name_sort on artists (name, id);
-- Matches `monthly_listeners desc nulls last, id desc` (and its reverse) of lists and searches.
create index artists_listeners on artists (monthly_listeners desc nulls last, id desc);
create index artists_earnings on artists (monthly_earnings, id);

create table writers (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  ipi_number text unique check (ipi_number ~ '^[0-9]{9,11}$'),
  image text,
  pro text,
  created_at timestamptz not null default now()
);
create index writers_name_trgm on writers using gin (lower(name) gin_trgm_ops);
create index writers_name_sort on writers (name, id);

create table albums (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  platform_id text not null unique,
  artist_id text not null references artists (id) on delete cascade,
  name text not null,
  album_type text not null check (album_type in ('album', 'single', 'compilation')),
  release_date date,
  image text,
  upc text check (upc ~ '^[0-9]{12,13}$'),
  label text,
  created_at timestamptz not null default now()
);
create index albums_artist on albums (artist_id, release_date desc);
create index albums_name_trgm on albums using gin (lower(name) gin_trgm_ops);

create table tracks (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  platform_id text not null unique,
  album_id text references albums (id) on delete set null,
  artist_id text not null references artists (id) on delete cascade,
  name text not null,
  isrc text check (isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
  iswc text check (iswc ~ '^T[0-9]{10}$'),
  duration_ms integer not null default 0,
  explicit boolean not null default false,
  popularity smallint check (popularity between 0 and 100),
  track_number integer not null default 1,
  -- share of the artist's streams; per-platform track streams are the artist's times this
  stream_share double precision not null default 0,
  -- streams over the year of daily_streams, for sorting
  streams bigint not null default 0,
  created_at timestamptz not null default now()
);
create index tracks_artist on tracks (artist_id, streams desc);
create index tracks_album on tracks (album_id, track_number);
create index tracks_name_trgm on tracks using gin (lower(name) gin_trgm_ops);
create index tracks_isrc on tracks (isrc);

create table track_writers (
  track_id text not null references tracks (id) on delete cascade,
  writer_id text not null references writers (id) on delete cascade,
  role text not null check (role in ('COMPOSER', 'LYRICIST', 'ARRANGER', 'PUBLISHER')),
  share_percent numeric(5, 2),
  primary key (track_id, writer_id)
);
create index track_writers_writer on track_writers (writer_id);

create table canvases (
  artist_id text primary key references artists (id) on delete cascade,
  track_id text references tracks (id) on delete set null,
  canvas_url text not null
);

-- A year of daily streams per artist and platform in one row: streams[1] is first_day.
-- 7 rows of 366 integers per artist instead of 2,562 rows keep the database and seed time small.
create table daily_streams (
  artist_id text not null references artists (id) on delete cascade,
  platform text not null check (platform in ('SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC', 'TIDAL', 'SOUNDCLOUD', 'DEEZER')),
  first_day date not null,
  streams integer[] not null,
  primary key (artist_id, platform)
);

create table unclaimed_royalties (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  artist_id text not null references artists (id) on delete cascade,
  track_id text references tracks (id) on delete set null,
  recording_title text not null,
  performer_name text not null,
  isrc text check (isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
  work_title text,
  iswc text check (iswc ~ '^T[0-9]{10}$'),
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  platform text,
  streams bigint not null check (streams >= 0),
  status text not null default 'UNCLAIMED' check (status in ('UNCLAIMED', 'CLAIM_SUBMITTED', 'CLAIMED', 'REJECTED')),
  status_updated_at timestamptz,
  rejection_reason text
);
create index unclaimed_royalties_artist on unclaimed_royalties (artist_id, period desc);
create index unclaimed_royalties_streams on unclaimed_royalties (streams desc);

-- Usage of distributed releases per month, platform and territory.
create table usage_reports (
  artist_id text not null references artists (id) on delete cascade,
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  platform text not null,
  territory text not null check (territory ~ '^[A-Z]{2}$'),
  streams bigint not null default 0,
  downloads bigint not null default 0,
  primary key (artist_id, period, platform, territory)
);

create table system_payout_rates (
  source text primary key check (source in ('MLC', 'SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC', 'TIDAL', 'SOUNDCLOUD', 'DEEZER')),
  per_stream numeric(10, 6) not null check (per_stream between 0 and 1),
  updated_at timestamptz,
  updated_by text references users (id) on delete set null
);
insert into system_payout_rates (source, per_stream) values
  ('MLC', 0.00045), ('SPOTIFY', 0.0025), ('APPLE_MUSIC', 0.0025), ('AMAZON_MUSIC', 0.004),
  ('YOUTUBE_MUSIC', 0.002), ('TIDAL', 0.0125), ('SOUNDCLOUD', 0.0025), ('DEEZER', 0.0064);

create table dsp_sources (
  id text primary key check (id ~ '^[0-9a-f]{24}$'),
  key text not null unique,
  name text not null,
  image text,
  platform text
);
insert into dsp_sources (id, key, name, platform) values
  ('66b4c0de0000000000000101', 'spotify', 'Spotify', 'SPOTIFY'),
  ('66b4c0de0000000000000102', 'appleMusic', 'Apple Music', 'APPLE_MUSIC'),
  ('66b4c0de0000000000000103', 'amazonMusic', 'Amazon Music', 'AMAZON_MUSIC'),
  ('66b4c0de0000000000000104', 'youtubeMusic', 'Youtube Music', 'YOUTUBE_MUSIC'),
  ('66b4c0de0000000000000105', 'tidal', 'Tidal', 'TIDAL'),
  ('66b4c0de0000000000000106', 'soundcloud', 'SoundCloud', 'SOUNDCLOUD'),
  ('66b4c0de0000000000000107', 'deezer', 'Deezer', 'DEEZER');

create table distribution_sources (
  id text primary key check (id ~ '^[0-9a-f]{24}$'),
  key text not null unique,
  name text not null,
  image text,
  notice text,
  priority integer not null check (priority >= 0)
);
insert into distribution_sources (id, key, name, notice, priority) values
  ('66b4c0de0000000000000201', 'spotify', 'Spotify', null, 0),
  ('66b4c0de0000000000000202', 'appleMusic', 'Apple Music', null, 1),
  ('66b4c0de0000000000000203', 'amazonMusic', 'Amazon Music', null, 2),
  ('66b4c0de0000000000000204', 'youtubeMusic', 'Youtube Music', null, 3),
  ('66b4c0de0000000000000205', 'tidal', 'Tidal', null, 4),
  ('66b4c0de0000000000000206', 'deezer', 'Deezer', null, 5),
  ('66b4c0de0000000000000207', 'soundcloud', 'SoundCloud', 'COMING_SOON', 6),
  ('66b4c0de0000000000000208', 'tiktok', 'TikTok', 'COMING_SOON', 7);

create table performance_rights_organizations (
  id text primary key check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  short_name text not null unique,
  country text check (country ~ '^[A-Z]{2}$')
);
insert into performance_rights_organizations (id, name, short_name, country) values
  ('66b4c0de0000000000000301', 'Broadcast Music, Inc.', 'BMI', 'US'),
  ('66b4c0de0000000000000302', 'American Society of Composers, Authors and Publishers', 'ASCAP', 'US'),
  ('66b4c0de0000000000000303', 'SESAC', 'SESAC', 'US'),
  ('66b4c0de0000000000000304', 'Global Music Rights', 'GMR', 'US'),
  ('66b4c0de0000000000000305', 'SOCAN', 'SOCAN', 'CA'),
  ('66b4c0de0000000000000306', 'PRS for Music', 'PRS', 'GB'),
  ('66b4c0de0000000000000307', 'GEMA', 'GEMA', 'DE'),
  ('66b4c0de0000000000000308', 'SACEM', 'SACEM', 'FR');
