/**
 * `npm run bench:quick [-- --write-baseline]`: the catalogue, presence, events and email benchmarks
 * in their quick mode (BENCH_QUICK=1, one after the other, each in a process of its own), between
 * two measures of a fixed reference (scripts/bench-reference.ts) under the same client. Each figure
 * a benchmark prints on its `bench-figures {...}` line is divided by the reference's: requests/s by
 * its requests/s, milliseconds by its p99. A ratio worse than the committed one
 * (scripts/bench-quick.baseline.json) by more than its slack fails the run (exit code 1), as does a
 * benchmark that ends without its figures. `--write-baseline` writes this run's ratios instead;
 * `--only catalogue` (repeatable) runs only the benchmarks named.
 * Not part of `npm test`: run it before a change to the server lands.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureReference } from './bench-reference.js';

const BENCHES = [
  ['catalogue', 'bench.ts'],
  ['presence', 'bench-presence.ts'],
  ['events', 'bench-events.ts'],
  ['email', 'bench-email.ts'],
] as const;
const ONLY = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--only' ? [arg] : []));
const REFERENCE_SECONDS = 3;
const BASELINE = fileURLToPath(new URL('./bench-quick.baseline.json', import.meta.url));

/** Figures by name: `rps` (higher is better) or a time in ms (`p99`, `ms`: lower is better). */
type Figures = Record<string, Record<string, number>>;

const started = performance.now();
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`load average at the start: ${load()}`);
const before = await measureReference(REFERENCE_SECONDS);
console.log(`reference: ${before.rps.toFixed(0)} req/s, p99 ${before.p99.toFixed(1)} ms`);

const measured: Record<string, number> = {};
let crashed = false;
for (const [bench, script] of BENCHES.filter(([name]) => ONLY.length === 0 || ONLY.includes(name))) {
  const benchStarted = performance.now();
  const { code, figures } = await runQuick(fileURLToPath(new URL(`./${script}`, import.meta.url)));
  console.log(`${bench}: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s, exit code ${code}`);
  if (!figures) {
    console.log(`${bench}: ended without its figures`);
    crashed = true;
    continue;
  }
  for (const [name, values] of Object.entries(figures)) for (const [kind, value] of Object.entries(values)) measured[`${bench}: ${name} ${kind}`] = value;
}

const after = await measureReference(REFERENCE_SECONDS);
console.log(`reference again: ${after.rps.toFixed(0)} req/s, p99 ${after.p99.toFixed(1)} ms; load average at the end: ${load()}`);
const reference = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };

const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as { slack: number; ratios: Record<string, number> };
const ratios: Record<string, number> = {};
let failed = crashed;
console.log(`\n${'figure'.padEnd(62)} ${'value'.padStart(9)} ${'ratio'.padStart(8)} ${'baseline'.padStart(9)}`);
for (const [name, value] of Object.entries(measured)) {
  const faster = name.endsWith(' rps');
  const ratio = (ratios[name] = value / (faster ? reference.rps : reference.p99));
  const base = baseline.ratios[name];
  const worse = base !== undefined && (faster ? ratio < base * (1 - baseline.slack) : ratio > base * (1 + baseline.slack));
  failed ||= worse;
  console.log(`${name.padEnd(62)} ${value.toFixed(1).padStart(9)} ${ratio.toFixed(3).padStart(8)} ${base === undefined ? '(none)'.padStart(9) : base.toFixed(3).padStart(9)}${worse ? '  WORSE' : ''}`);
}
const seconds = (performance.now() - started) / 1000;
console.log(`\n${seconds.toFixed(0)} s in all${seconds > 180 ? ' (over the 3 minutes a quick run should take: was the machine busy?)' : ''}`);

if (process.argv.includes('--write-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify({ ...baseline, ratios: { ...baseline.ratios, ...ratios } }, null, 2)}\n`);
  console.log(`ratios written to ${BASELINE}`);
} else {
  console.log(failed ? 'bench:quick: a figure is worse than its baseline, or a benchmark failed.' : 'bench:quick: every figure within its baseline.');
  process.exitCode = failed ? 1 : 0;
}

/** Runs a benchmark script in quick mode, its output passed through; its `bench-figures` line parsed. */
function runQuick(script: string): Promise<{ code: number | null; figures: Figures | undefined }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, BENCH_QUICK: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      process.stdout.write(chunk.replace(/^bench-figures .*$/gm, ''));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('bench-figures '));
      resolve({ code, figures: line ? (JSON.parse(line.slice('bench-figures '.length)) as Figures) : undefined });
    });
  });
}
