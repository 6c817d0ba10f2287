import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from '../server/test/throwaway-postgres.js';

// Runs a command against a throwaway PostgreSQL cluster, e.g.
//   npx tsx scripts/with-postgres.ts npx vitest run server/db
// The command gets TEST_DATABASE_URL (and DATABASE_URL when --as-database-url is given first).
const args = process.argv.slice(2);
const asDatabaseUrl = args[0] === '--as-database-url';
const command = asDatabaseUrl ? args.slice(1) : args;
if (command.length === 0) {
  console.error('usage: tsx scripts/with-postgres.ts [--as-database-url] <command> [args…]');
  process.exit(2);
}

const cluster = await startThrowawayPostgres();
if ('skipped' in cluster) {
  console.error(`Cannot start PostgreSQL here: ${cluster.skipped}`);
  process.exit(1);
}
console.error(`PostgreSQL at ${cluster.url}`);
const env = { ...process.env, TEST_DATABASE_URL: cluster.url, ...(asDatabaseUrl ? { DATABASE_URL: cluster.url } : {}) };
const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
await cluster.stop();
process.exit(code);
