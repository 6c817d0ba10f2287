-- Artist verification on streaming platforms, label accounts and invitation management.

-- A label account may verify several artists; other regular accounts one (admins any number).
alter table users add column is_label boolean not null default false;

-- Platform sign-in sessions of the verification flow, one per (account, platform, sessionId of
-- the app's verification modal): a sign-in waiting for its two-factor code, or one that passed it
-- (the platform remembers the device for a while). Never holds a password.
create table verification_sessions (
  user_id text not null references users (id) on delete cascade,
  platform text not null check (platform in ('spotify', 'appleMusic', 'distrokid')),
  session_id text not null,
  -- the platform username (trimmed, lower-cased) this session signed in with
  username text not null,
  state text not null check (state in ('awaiting-code', 'signed-in')),
  wrong_codes integer not null default 0,
  expires_at timestamptz not null,
  primary key (user_id, platform, session_id)
);
create index verification_sessions_expires on verification_sessions (expires_at);

-- How long an invitation is valid (a resend gives it that long again from then), and the
-- personal note of an admin's invitation (mailed again on resend).
alter table invites
  add column ttl_days integer not null default 14 check (ttl_days between 1 and 90),
  add column note text;
create index invites_created on invites (created_at desc, id desc);
