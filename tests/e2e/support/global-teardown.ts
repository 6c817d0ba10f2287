import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes the run's seeded snapshot (tests/e2e/support/serve.mjs): every server copied it at its
 * start. Runs before the servers stop; each removes its own copy then.
 */
export default function removeSnapshot(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) return;
  for (const made of ['snapshot', 'snapshot.ready']) rmSync(join(runDir, made), { recursive: true, force: true });
}
