-- Admin area (issue #14): sign-in history, last seen, and the history of payout rate changes.

-- Every successful sign-in; only the latest 50 per account are kept (pruned on insert).
create table sign_ins (
  id bigint generated always as identity primary key,
  user_id text not null references users (id) on delete cascade,
  at timestamptz not null default now(),
  method text not null check (method in ('password', 'code', 'reset', 'invite')),
  ip_address text,
  user_agent text check (char_length(user_agent) <= 300)
);
create index sign_ins_user_at on sign_ins (user_id, at desc, id desc);

-- Last sign-in or presence heartbeat, written at most once a minute per account.
alter table users add column last_seen_at timestamptz;

-- One save of the system payout rates: who, when, and only the sources whose rate changed.
create table payout_rate_changes (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  at timestamptz not null default now(),
  changed_by text references users (id) on delete set null,
  -- [{"source": "SPOTIFY", "from": 0.0025, "to": 0.003}, …]; from/to null when the source had or has no rate
  changes jsonb not null
);
create index payout_rate_changes_at on payout_rate_changes (at desc, id desc);
