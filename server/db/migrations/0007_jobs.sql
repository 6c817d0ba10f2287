-- Background jobs (server/jobs): a table queue shared by every instance on one database.

create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb not null default '{}',
  -- not before this instant (a delay, or the backoff of a retry)
  run_at timestamptz not null default now(),
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  -- claims so far; each claim adds one, so it also tells a stale instance's result from the current one
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts >= 1),
  last_error text,
  -- a running job whose claim ran out (its instance stopped) is claimed again
  locked_until timestamptz,
  unique_key text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- At most one waiting or running job per key; a finished or failed one does not block a new one.
create unique index jobs_unique_key on jobs (unique_key) where state in ('queued', 'running');
create index jobs_due on jobs (run_at, id) where state = 'queued';
create index jobs_claim_expired on jobs (locked_until) where state = 'running';
create index jobs_finished on jobs (finished_at) where state in ('done', 'failed');
