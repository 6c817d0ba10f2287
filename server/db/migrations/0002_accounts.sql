-- Accounts, sessions, the minimal artist catalogue and roster, invites and throttling.

-- Ids look like MongoDB ObjectIds (the contract's ObjectId): 4 bytes of seconds, 8 random bytes.
create or replace function new_object_id() returns text language sql volatile as $$
  select lpad(to_hex(extract(epoch from clock_timestamp())::bigint), 8, '0')
      || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;

-- Later issues add the full catalogue columns to this table.
create table artists (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  image text,
  spotify_id text unique,
  apple_id text unique,
  ami_identity text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  -- stored trimmed and lower-cased; the unique key is on this form
  email text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  display_name text,
  phone_number text,
  photo_url text,
  -- the artist name given at sign-up
  artist_name text,
  roles text[] not null default '{}' check (roles <@ array['ADMIN', 'INVESTOR']::text[]),
  is_distributed boolean not null default false,
  linked_artist_id text references artists (id) on delete set null,
  email_verified_at timestamptz,
  archived_at timestamptz,
  -- bumped to revoke every token issued before (password change or reset, archiving)
  token_version integer not null default 0,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The roster: artists a user manages, with per-platform verification of that user.
create table user_artists (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  user_id text not null references users (id) on delete cascade,
  artist_id text not null references artists (id) on delete cascade,
  -- {"spotify": true, "appleMusic": false, …} (VerificationFlags)
  verified jsonb not null default '{}',
  -- {"spotify": "2025-08-08T12:00:00Z", …}: when each flag became true
  verified_at jsonb not null default '{}',
  created_at timestamptz not null default now(),
  unique (user_id, artist_id)
);
create index user_artists_artist on user_artists (artist_id);

-- Tokens revoked by logout, kept until they would have expired anyway.
create table revoked_tokens (
  token_id text primary key,
  user_id text not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

-- One live code per account; a resend replaces it.
create table email_verification_codes (
  user_id text primary key references users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table password_reset_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user on password_reset_tokens (user_id);

create table invites (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  code text not null unique check (code ~ '^[A-Z0-9]{8,32}$'),
  invitee_email text not null,
  invitee_first_name text,
  invitee_last_name text,
  invitee_phone_number text,
  invitee_role text not null default 'ARTIST' check (invitee_role in ('ARTIST', 'INVESTOR', 'ADMIN')),
  -- platform artist id (Spotify) of the invited artist
  invitee_artist_id text,
  inviter_artist_id text,
  invited_by text references users (id) on delete set null,
  accepted_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  email_sent_at timestamptz,
  accepted_at timestamptz,
  revoked_at timestamptz
);
create index invites_invitee_email on invites (invitee_email);

-- Events counted by the throttles (failed logins per account and per address, resends, …).
create table throttle_events (
  bucket text not null,
  key text not null,
  at timestamptz not null default now()
);
create index throttle_events_lookup on throttle_events (bucket, key, at);
create index throttle_events_at on throttle_events (at);

-- Demo data sets already loaded (server/demo), so each is loaded once.
create table demo_seeds (
  name text primary key,
  seeded_at timestamptz not null default now()
);
