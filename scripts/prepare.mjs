// `prepare` runs after every install. With the devDependencies it generates `styled-system/`
// (Panda), which the type check, the component tests and the build import. A production install
// (`npm ci --omit=dev`) has no Panda and needs nothing generated: it serves a build made before.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

try {
  createRequire(import.meta.url).resolve('@pandacss/dev/package.json');
} catch {
  process.exit(0);
}
process.exit(spawnSync('panda', ['codegen', '--silent'], { stdio: 'inherit' }).status ?? 1);
