-- The email outbox and the minimal subscriber/list schema behind unsubscribe and preferences.

-- Every message the server sends, whether an SMTP server took it or it was only kept here.
create table email_outbox (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  kind text not null,
  to_address text not null,
  from_address text not null,
  subject text not null,
  text_body text not null,
  headers jsonb not null default '{}',
  -- kept: no SMTP server configured; sending → sent | failed otherwise
  status text not null check (status in ('kept', 'sending', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_created on email_outbox (created_at desc);

-- One row per address we mail; users get theirs at sign-up. The token is the only key the
-- public unsubscribe and preference pages take, so it is long and random.
create table email_subscribers (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  email text not null unique,
  first_name text,
  user_id text unique references users (id) on delete set null,
  token text not null unique,
  frequency text not null default 'immediate' check (frequency in ('immediate', 'weekly', 'monthly')),
  unsubscribed_all_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Admin-managed lists (a later issue adds campaigns and segments on top).
create table email_lists (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  description text,
  -- shown on the public preference pages
  is_public boolean not null default true,
  -- new accounts join it at sign-up
  subscribe_new_users boolean not null default false,
  created_at timestamptz not null default now()
);

create table email_list_members (
  list_id text not null references email_lists (id) on delete cascade,
  subscriber_id text not null references email_subscribers (id) on delete cascade,
  subscribed boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (list_id, subscriber_id)
);
create index email_list_members_subscriber on email_list_members (subscriber_id);

create table email_unsubscribe_feedback (
  subscriber_id text not null references email_subscribers (id) on delete cascade,
  reason text check (reason in ('too_frequent', 'not_relevant', 'never_signed_up', 'other')),
  comment text,
  created_at timestamptz not null default now()
);

insert into email_lists (id, name, description, subscribe_new_users) values
  ('66b4c0de0000000000000001', 'Product updates', 'New features and changes to Royalty Desk.', true),
  ('66b4c0de0000000000000002', 'Royalty insights', 'Monthly tips on streams, payouts and unclaimed royalties.', true);
