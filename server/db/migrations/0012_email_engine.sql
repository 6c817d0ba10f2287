-- The email engine (issue #14): subscriber profiles, segments, campaigns with one row per
-- recipient (what makes sending exactly-once), and the events behind the analytics.

-- Unsubscribed stays `unsubscribed_all_at` (the preference pages set it); `suppressed` is set by
-- the mail system (bounces, complaints) and stops all sending. The status the API shows is
-- coalesce(suppressed, unsubscribed when unsubscribed_all_at, else subscribed).
alter table email_subscribers
  add column last_name text,
  add column suppressed text check (suppressed in ('bounced', 'complained')),
  add column suppressed_at timestamptz,
  add column source text not null default 'signup' check (source in ('admin', 'import', 'signup', 'invite', 'preferences')),
  -- last open or click
  add column last_activity_at timestamptz;
create index email_subscribers_created on email_subscribers (created_at desc, id desc);
create index email_subscribers_activity on email_subscribers (last_activity_at desc nulls last, id desc);

-- Every account has a subscriber (sign-up makes it; older accounts get theirs here).
insert into email_subscribers (email, first_name, last_name, user_id, token, created_at)
select u.email, u.first_name, u.last_name, u.id,
       md5(random()::text || clock_timestamp()::text || u.id) || md5(u.id || random()::text),
       u.created_at
  from users u
 where not exists (select 1 from email_subscribers s where s.user_id = u.id)
on conflict (email) do nothing;
update email_subscribers s set last_name = u.last_name from users u where u.id = s.user_id and s.last_name is null;

alter table email_lists add column updated_at timestamptz not null default now();
create unique index email_lists_name on email_lists (lower(name));

alter table email_list_members
  add column subscribed_at timestamptz not null default now(),
  add column unsubscribed_at timestamptz,
  add column source text not null default 'signup' check (source in ('admin', 'import', 'signup', 'invite', 'preferences'));
update email_list_members set unsubscribed_at = updated_at where not subscribed;
create index email_list_members_list on email_list_members (list_id, subscribed, subscribed_at desc);

create table email_segments (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  description text,
  match text not null default 'all' check (match in ('all', 'any')),
  rules jsonb not null default '[]',
  subscriber_count integer not null default 0,
  counted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index email_segments_name on email_segments (lower(name));

create table email_campaigns (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  name text not null,
  subject text,
  preview_text text,
  from_name text,
  reply_to text,
  content_format text not null default 'markdown' check (content_format in ('markdown', 'html')),
  content text,
  list_ids text[] not null default '{}',
  segment_id text references email_segments (id) on delete set null,
  post_id text references posts (id) on delete set null,
  -- a post's audience by role when it is sent without lists (everyone, artists, investors)
  user_audience text check (user_audience in ('everyone', 'artists', 'investors')),
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sending', 'sent', 'canceled', 'failed')),
  scheduled_at timestamptz,
  -- origin of the app for the links of this campaign's messages, fixed when it is sent
  base_url text,
  -- signs the open and click links of its messages
  tracking_secret text not null default md5(random()::text || clock_timestamp()::text),
  -- recipients written (the audience is fixed from then on)
  materialized_at timestamptz,
  recipient_count integer,
  sent_at timestamptz,
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index email_campaigns_updated on email_campaigns (updated_at desc, id desc);
create index email_campaigns_status on email_campaigns (status);

-- The links of a campaign's content, by position: click tokens point here, never at a URL from the request.
create table email_campaign_links (
  campaign_id text not null references email_campaigns (id) on delete cascade,
  position integer not null,
  url text not null,
  primary key (campaign_id, position)
);

-- One row per campaign and subscriber: the unique key makes a second send of one address impossible.
-- pending → sent (the outbox row is written in the same transaction) | failed | skipped.
-- No foreign keys: a campaign's audience (tens of thousands of rows) is written by one INSERT …
-- SELECT, and per-row key checks would multiply its time; campaigns with recipients are never
-- deleted (only drafts and canceled ones are), and subscribers are not deleted either.
-- The open and click links carry `<id>-<signature>` (HMAC of the id with the campaign's
-- tracking secret), so no random token per row needs writing and indexing.
create table email_campaign_recipients (
  id bigint generated always as identity primary key,
  campaign_id text not null,
  subscriber_id text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  outbox_id text,
  error text,
  sent_at timestamptz,
  unique (campaign_id, subscriber_id)
);
create index email_campaign_recipients_pending on email_campaign_recipients (campaign_id, id) where status = 'pending';

create table email_events (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  type text not null check (type in ('sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed', 'complained')),
  subscriber_id text not null references email_subscribers (id) on delete cascade,
  campaign_id text references email_campaigns (id) on delete set null,
  url text,
  bounce_type text check (bounce_type in ('hard', 'soft')),
  reason text,
  at timestamptz not null default now()
);
create index email_events_at on email_events (at desc, id desc);
create index email_events_campaign on email_events (campaign_id, type);
create index email_events_subscriber on email_events (subscriber_id, type, at desc);

-- Campaign messages carry an HTML part and know their campaign.
alter table email_outbox
  add column html_body text,
  add column campaign_id text;
-- campaign messages still with the SMTP server (checked when a campaign's job starts again)
create index email_outbox_campaign_sending on email_outbox (campaign_id) where status = 'sending';
