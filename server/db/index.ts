import { join } from 'node:path';
import type { Database } from './database.js';
import { IN_MEMORY } from './pglite.js';
import { openPgliteThread } from './pglite-thread.js';
import { openPostgres } from './postgres.js';

export type { Database, Queryable } from './database.js';
export { migrate } from './migrate.js';
export { IN_MEMORY } from './pglite.js';

/** PostgreSQL at `databaseUrl` when given, else PGlite in `DATA_DIR/pglite` (or in memory), on a thread of its own. */
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
  return openPgliteThread(dataDir === IN_MEMORY ? IN_MEMORY : join(dataDir, 'pglite'));
}
