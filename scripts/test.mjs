// `npm test`: every check of the README, the app built once, and the wall time of each step
// printed at the end. The groups run in order. A group's lanes run side by side, each lane's
// steps in order: the machine has two cores, and a step that leaves one idle (the type check, the
// lint, the production install's download) shares it with another. The first lane of a group marked
// `live` prints as it goes; other lanes' output is held back and printed whole when they end.
import { spawn } from 'node:child_process';

const groups = [
  // `npm run lint` in parts, so that each lane takes about as long: each uses about one core. (The
  // build beside them as well made them all slower, not faster.)
  {
    lanes: [
      [
        ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
        ['lint:deps', 'npm', ['run', 'lint:deps', '--silent']],
        ['lint:contract', 'npm', ['run', 'lint:contract', '--silent']],
      ],
      [
        ['lint:code', 'npm', ['run', 'lint:code', '--silent']],
        ['lint:imports', 'npm', ['run', 'lint:imports', '--silent']],
      ],
    ],
  },
  {
    live: true,
    lanes: [
      [
        ['build', 'npm', ['run', 'build', '--silent']],
        ['size', 'npm', ['run', 'size', '--silent']],
      ],
    ],
  },
  { live: true, lanes: [[['unit', 'npm', ['run', 'test:unit', '--silent']]]] },
  {
    live: true,
    lanes: [
      [
        ['journeys', 'node', ['scripts/e2e.mjs'], { E2E_SKIP_BUILD: '1' }],
        // After the journeys, not beside them: each keeps both cores busy (README "Visual regression").
        ['visual', 'node', ['scripts/e2e.mjs', '--config', 'playwright.visual.config.ts'], { E2E_SKIP_BUILD: '1' }],
      ],
      // A copy of the tracked files and dist/, taken at once: it does not see the journeys' own changes.
      // Then the component catalogue's build (Storybook, about 30 s of CPU): this lane mostly waits
      // (the production install's download, the server's start) while the journeys take minutes,
      // so here the catalogue adds no wall time of its own to the run.
      [
        ['production', 'npm', ['run', 'test:production', '--silent']],
        ['catalog', 'npm', ['run', 'catalog:build', '--silent']],
      ],
    ],
  },
];

const timings = [];
const started = performance.now();

function run([name, command, args, env], live) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - begin) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      if (!live) {
        console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0 ? undefined : name);
    });
  });
}

/** Runs a lane's steps in order; the name of the first that fails, if one does. */
async function runLane(steps, live) {
  for (const step of steps) {
    const failed = await run(step, live);
    if (failed) return failed;
  }
  return undefined;
}

const format = (seconds) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;

let failed;
for (const { lanes, live = false } of groups) {
  console.log(`\n▶ ${lanes.map((steps) => steps.map(([name]) => name).join(' → ')).join(' ∥ ')}`);
  const results = await Promise.all(lanes.map((steps, index) => runLane(steps, live && index === 0)));
  failed = results.find(Boolean);
  if (failed) break;
}

console.log('\nWall time per step (m:ss):');
for (const { name, seconds, ok } of timings) console.log(`  ${name.padEnd(13)} ${format(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(13)} ${format((performance.now() - started) / 1000).padStart(7)}`);
if (failed) console.log(`\nnpm test failed at: ${failed}`);
process.exitCode = failed ? 1 : 0;
