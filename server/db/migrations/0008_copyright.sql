-- Copyright scans (issue #13): acoustic fingerprints of stored audio, computed once per storage
-- key (stored files never change under their key), and the current scan of each release.

create table audio_fingerprints (
  storage_key text primary key,
  -- server/releases/copyright/fingerprint.ts FINGERPRINT_VERSION: an older row is computed again
  version integer not null,
  -- one little-endian uint32 sub-fingerprint per hop; null when the file could not be decoded
  fingerprint bytea,
  -- why it could not be decoded
  error text,
  computed_at timestamptz not null default now()
);

create table copyright_scans (
  release_id text primary key references releases (id) on delete cascade,
  status text not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
  -- new for every start: a run whose scan was cancelled (or cancelled and started again) stores nothing
  run_id text not null,
  requested_by text references users (id) on delete set null,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  error text,
  matches jsonb not null default '[]'
);
