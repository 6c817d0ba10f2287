// `npm test`: every check of the README in order, the app built once, and the wall time of each
// step printed at the end. Steps of one group run side by side (the machine has two cores and
// typecheck and lint use one each); their output is held back and printed whole when they end.
import { spawn } from 'node:child_process';

const groups = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['lint', 'npm', ['run', 'lint', '--silent']],
  ],
  [['unit', 'npm', ['run', 'test:unit', '--silent']]],
  [['build', 'npm', ['run', 'build', '--silent']]],
  [['size', 'npm', ['run', 'size', '--silent']]],
  [['journeys', 'node', ['scripts/e2e.mjs'], { E2E_SKIP_BUILD: '1' }]],
  [['production', 'npm', ['run', 'test:production', '--silent']]],
];

const timings = [];
const started = performance.now();

function run([name, command, args, env], alone) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - begin) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      if (!alone) {
        console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const format = (seconds) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;

let failed;
for (const group of groups) {
  console.log(`\n▶ ${group.map(([name]) => name).join(' + ')}`);
  const codes = await Promise.all(group.map((step) => run(step, group.length === 1)));
  failed = group.find((_, index) => codes[index] !== 0)?.[0];
  if (failed) break;
}

console.log('\nWall time per step (m:ss):');
for (const { name, seconds, ok } of timings) console.log(`  ${name.padEnd(10)} ${format(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${format((performance.now() - started) / 1000).padStart(7)}`);
if (failed) console.log(`\nnpm test failed at: ${failed}`);
process.exitCode = failed ? 1 : 0;
