import { join } from 'node:path';
import type { Database } from './database.js';
import { IN_MEMORY, openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export type { Database, Queryable } from './database.js';
export { migrate } from './migrate.js';
export { IN_MEMORY } from './pglite.js';

/** PostgreSQL at `databaseUrl` when given, else PGlite in `DATA_DIR/pglite` (or in memory). */
export async function openDatabase({
  dataDir,
  databaseUrl,
  onIdleError = () => {},
}: {
  dataDir: string;
  databaseUrl?: string | undefined;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, onIdleError);
  return openPglite(dataDir === IN_MEMORY ? IN_MEMORY : join(dataDir, 'pglite'));
}
