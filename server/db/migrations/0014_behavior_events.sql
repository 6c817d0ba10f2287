-- Behavioural events (issue #15): what signed-in users do in the app, stored compactly, with
-- rollups kept at ingestion so that the admin page reads a few thousand rows, not millions.
-- Nothing here names a person beyond the user id; rows older than BEHAVIOR_RETENTION_DAYS are purged.

-- Interned route paths and event names: events carry a 4-byte id instead of the text.
create table behavior_paths (
  id integer generated always as identity primary key,
  path text not null unique
);
create table behavior_names (
  id integer generated always as identity primary key,
  name text not null unique
);

-- One browsing session (a tab load) of one user; device, browser, OS and app version are kept
-- once here, not on every event. The client's session id is scoped to the user, so a session id
-- sent by someone else makes a session of their own.
create table behavior_sessions (
  id integer generated always as identity primary key,
  user_id text not null references users (id) on delete cascade,
  client_id text not null,
  started_at timestamptz not null,
  last_at timestamptz not null,
  events integer not null default 0,
  page_views integer not null default 0,
  -- 0 unknown, 1 desktop, 2 mobile, 3 tablet
  device smallint not null default 0,
  browser text,
  os text,
  app_version text,
  -- the latest page view, whose time on page the next page view closes
  last_page_path_id integer,
  last_page_at timestamptz,
  unique (user_id, client_id)
);
create index behavior_sessions_started on behavior_sessions (started_at);
create index behavior_sessions_user on behavior_sessions (user_id, started_at desc, id desc);

-- The events, keyed by what makes one a duplicate (a batch sent twice records nothing new).
-- type: the code of server/behavior/event-types.ts; name_id 0 = no name.
create table behavior_events (
  session_id integer not null references behavior_sessions (id) on delete cascade,
  occurred_at timestamptz not null,
  type smallint not null,
  path_id integer not null,
  name_id integer not null default 0,
  properties jsonb,
  primary key (session_id, occurred_at, type, path_id, name_id)
);

-- Rollups, all by UTC day, upserted by the same statement that inserts the events.
create table behavior_daily_users (
  day date not null,
  user_id text not null references users (id) on delete cascade,
  events integer not null,
  page_views integer not null,
  primary key (day, user_id)
);
create index behavior_daily_users_user on behavior_daily_users (user_id, day);

-- Views per page and user (for unique users per page); time on page is credited to the day of
-- the view it follows, for the views that another page view closed.
create table behavior_daily_pages (
  day date not null,
  path_id integer not null,
  user_id text not null references users (id) on delete cascade,
  views integer not null,
  timed_views integer not null default 0,
  time_ms bigint not null default 0,
  primary key (day, path_id, user_id)
);

create table behavior_daily_events (
  day date not null,
  type smallint not null,
  name_id integer not null,
  events integer not null,
  primary key (day, type, name_id)
);

-- Per minute, for the realtime page; kept two days.
create table behavior_minute_events (
  minute timestamptz not null,
  type smallint not null,
  path_id integer not null,
  events integer not null,
  primary key (minute, type, path_id)
);

-- When each user first recorded each event type (at most 15 rows a user): the funnel's steps
-- ("verified", "first release") without reading the events.
create table behavior_user_firsts (
  user_id text not null references users (id) on delete cascade,
  type smallint not null,
  first_at timestamptz not null,
  primary key (user_id, type)
);
