-- Issue #37 (spec 2 §9): every acceptance of an agreement (USER_AGREEMENT at sign-up, DISTRIBUTION_AGREEMENT
-- before the first submission for review), with its version, time and address: proof of consent, so
-- rows are only ever added (the trigger refuses changes; a deleted account takes its rows with it).
create table agreement_acceptances (
  id bigint generated always as identity primary key,
  user_id text not null references users (id) on delete cascade,
  type text not null check (type in ('DISTRIBUTION_AGREEMENT', 'USER_AGREEMENT')),
  version text not null check (version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  accepted_at timestamptz not null default now(),
  ip_address text not null,
  user_agent text check (char_length(user_agent) <= 512)
);
create index agreement_acceptances_user on agreement_acceptances (user_id, accepted_at desc, id desc);

create function agreement_acceptances_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'agreement acceptances are append-only';
end;
$$;
create trigger agreement_acceptances_no_update before update on agreement_acceptances
  for each row execute function agreement_acceptances_append_only();
