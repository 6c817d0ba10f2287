import { startThrowawayPostgres } from './throwaway-postgres.js';

/**
 * Vitest global setup: when no TEST_DATABASE_URL is given and PostgreSQL is installed here, the
 * run gets a throwaway cluster, so the PostgreSQL tests run instead of being skipped. Test workers
 * inherit the variables set here. TEST_POSTGRES=off turns it off.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DATABASE_URL) return;
  if (process.env.TEST_POSTGRES === 'off') {
    process.env.TEST_POSTGRES_SKIPPED = 'TEST_POSTGRES=off';
    return;
  }
  const cluster = await startThrowawayPostgres();
  if ('skipped' in cluster) {
    process.env.TEST_POSTGRES_SKIPPED = cluster.skipped;
    console.warn(`PostgreSQL tests will be skipped: ${cluster.skipped}`);
    return;
  }
  process.env.TEST_DATABASE_URL = cluster.url;
  return () => cluster.stop();
}
