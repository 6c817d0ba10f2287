/**
 * `npm run test:cluster`: every Playwright journey once against the product as a cluster — PostgreSQL,
 * s3rver, 3 instances of the built server behind nginx with deploy/nginx.conf
 * (scripts/cluster/cluster.ts) — instead of the journeys' own servers. The acceptance check of
 * README "Running several instances"; not in CI. The instances run with NODE_ENV=test: the
 * journeys read /dev/mailbox and verify artists in the sandbox. Needs `npm run build` first.
 *   npm run test:cluster [-- <playwright arguments, e.g. a spec file>]
 */
import { spawn } from 'node:child_process';
import { startCluster } from './cluster/cluster.js';

const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 3300);
const cluster = await startCluster({ basePort, mode: 'test', host: 'localhost' });
let code = 1;
try {
  await cluster.start(3);
  // Async, not spawnSync: the instances' logs are piped through this process.
  const journeys = spawn(process.execPath, ['scripts/e2e.mjs', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: cluster.url, E2E_SKIP_BUILD: '1', CI: 'true' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => journeys.kill(signal));
  code = await new Promise<number>((resolve) => journeys.once('exit', (exitCode) => resolve(exitCode ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(code);
