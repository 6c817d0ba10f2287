-- Issue #40: a finished tus upload is taken (checked and stored, or read by a release form) by one
-- request at a time, across instances: the request that inserts the row has it; another answers
-- 409 until it is deleted. A claim older than 15 minutes (an instance that died holding it) may
-- be taken over.
create table upload_claims (
  upload_id text primary key,
  claimed_at timestamptz not null default now()
);
