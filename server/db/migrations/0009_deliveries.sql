-- Deliveries to the delivery partner (server/releases/delivery): what was sent for which release,
-- where the partner stands with it, and the receipts it reported.

create table deliveries (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  release_id text not null references releases (id) on delete cascade,
  type text not null check (type in ('NEW', 'UPDATE', 'TAKEDOWN')),
  priority text not null check (priority in ('LOW', 'NORMAL', 'HIGH')),
  environment text not null check (environment in ('STAGING', 'PRODUCTION')),
  stores text[] not null,
  -- SENDING while the partner receives it; SENT once it took it; then what its receipts say
  status text not null default 'SENDING'
    check (status in ('SENDING', 'SENT', 'FAILED', 'DELIVERED', 'ONLINE', 'TAKEN_DOWN')),
  -- which adapter took it (sandbox)
  partner text not null,
  partner_ref text,
  -- where the sandbox wrote the payload and the files
  folder text,
  error text,
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- [{ "status": "DELIVERED", "at": "…" }, …] in the order they arrived
  receipts jsonb not null default '[]'
);
create index deliveries_release on deliveries (release_id, created_at desc);

-- SHA-256 of stored files, computed once: a key never changes its bytes (storage.ts), so the
-- delivery payload's checksums need not read an album's audio again on every request.
create table stored_file_checksums (
  storage_key text primary key,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null check (bytes >= 0),
  computed_at timestamptz not null default now()
);
