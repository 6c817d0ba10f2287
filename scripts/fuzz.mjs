// `npm run fuzz -- --seed N --scale K [--ops a,b] [vitest arguments]`: the contract fuzz
// (server/test/fuzz) with another seed or size than CI's, handed to its files through FUZZ_SEED,
// FUZZ_SCALE and FUZZ_OPS (server/test/fuzz/run.ts). Without a file or folder it runs them all.
import { spawnSync } from 'node:child_process';

const OPTIONS = { '--seed': 'FUZZ_SEED', '--scale': 'FUZZ_SCALE', '--ops': 'FUZZ_OPS' };
const env = { ...process.env };
const passOn = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const [name, inline] = args[index].split(/=(.*)/s);
  if (!(name in OPTIONS)) {
    passOn.push(args[index]);
    continue;
  }
  const value = inline ?? args[++index];
  if (value === undefined || value === '') {
    console.error(`${name} needs a value`);
    process.exit(2);
  }
  if (name === '--scale' && !(Number(value) > 0)) {
    console.error(`--scale must be a positive number, not ${value}`);
    process.exit(2);
  }
  env[OPTIONS[name]] = value;
}
const files = passOn.some((arg) => !arg.startsWith('-')) ? [] : ['server/test/fuzz'];
console.log(`fuzz: seed ${env.FUZZ_SEED || '(CI default)'}, scale ${env.FUZZ_SCALE || 1}${env.FUZZ_OPS ? `, operations ${env.FUZZ_OPS}` : ''}`);
process.exit(spawnSync('npx', ['vitest', 'run', ...files, ...passOn], { stdio: 'inherit', env }).status ?? 1);
