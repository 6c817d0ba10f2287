// Runs the Playwright journeys in Debian's Chromium against the built app and the reference server.
import { spawnSync } from 'node:child_process';
import { findChromium } from './ensure-chromium.mjs';

let executable;
try {
  executable = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

if (!process.env.E2E_SKIP_BUILD) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
  // Issue #10: every route's first-load JavaScript stays within its budget (and no chart library
  // in any first load), checked on the build the journeys run against.
  if (run('node', ['scripts/check-bundle-size.mjs']) !== 0) process.exit(1);
}

const env = { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: executable };
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], env));
