-- Bookkeeping of the migration runner (server/db/migrate.ts); later migrations add the product's tables.
create table if not exists schema_migrations (
  version text primary key,
  name text not null,
  checksum text not null,
  applied_at timestamptz not null default now()
);
