// Waveform benchmark (issue #12 "Speed"): in Chromium, the demo artist picks a generated 300 MB
// 24-bit/96 kHz WAV in the Create Release wizard's audio step; the waveform is drawn and the
// upload runs while a `longtask` PerformanceObserver watches the main thread.
// Goal: no main-thread task over 50 ms. A benchmark, not a test: it prints, it does not assert.
//
//   npm run build && npx tsx scripts/bench-waveform.ts [-- --megabytes 300 --port 3338]
//
// Starts the reference server on 127.0.0.1:PORT with a fresh temp data dir (the built app in
// dist/), writes the WAV and a 3000×3000 cover into a temp dir, drives Chromium with Playwright,
// and removes its processes and temp dirs on exit (hard limit 4 minutes).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '300' }, port: { type: 'string', default: '3338' } } });
const MEGABYTES = Number(values.megabytes);
const ORIGIN = `http://127.0.0.1:${values.port}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LONG_TASK_LIMIT_MS = 50;
const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

const dir = mkdtempSync(join(tmpdir(), 'bench-waveform-'));
let server: ChildProcess | null = null;
const cleanUp = () => {
  // npx → tsx → node: the whole process group goes.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
setTimeout(() => (console.error('hard limit reached'), process.exit(1)), 4 * 60_000).unref();

/** A 24-bit/96 kHz stereo WAV of about `megabytes` MB (a swelling tone), written in 4 MB slices. */
async function writeWav(path: string, megabytes: number): Promise<void> {
  const rate = 96_000;
  const frameBytes = 6;
  const frames = Math.floor((megabytes * 1_000_000) / frameBytes);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + frames * frameBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * frameBytes, 28);
  header.writeUInt16LE(frameBytes, 32);
  header.writeUInt16LE(24, 34);
  header.write('data', 36);
  header.writeUInt32LE(frames * frameBytes, 40);
  const out = createWriteStream(path);
  const write = (chunk: Buffer) => new Promise<void>((resolve) => (out.write(chunk) ? resolve() : out.once('drain', () => resolve())));
  await write(header);
  const sliceFrames = 700_000;
  for (let first = 0; first < frames; first += sliceFrames) {
    const count = Math.min(sliceFrames, frames - first);
    const slice = Buffer.alloc(count * frameBytes);
    for (let index = 0; index < count; index += 1) {
      const frame = first + index;
      const value = Math.round(Math.sin(frame / 40) * Math.abs(Math.sin(frame / rate / 3)) * 8_000_000);
      slice.writeIntLE(value, index * frameBytes, 3);
      slice.writeIntLE(value, index * frameBytes + 3, 3);
    }
    await write(slice);
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/login`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const wavPath = join(dir, 'long.wav');
const coverPath = join(dir, 'cover.jpg');
log(`writing a ${MEGABYTES} MB 24-bit/96 kHz WAV`);
await writeWav(wavPath, MEGABYTES);
await sharp({ create: { width: 3000, height: 3000, channels: 3, background: { r: 90, g: 40, b: 160 } } }).jpeg().toFile(coverPath);

log('starting the reference server');
server = spawn('npx', ['tsx', 'server/index.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(values.port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});
await waitForServer();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('Email').fill('artist@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Create release' }).click();
  const first = page.getByRole('dialog', { name: 'Add Release' });
  await first.locator('input[type=file]').setInputFiles(coverPath);
  await page.getByText('The image meets the cover rules.').waitFor({ timeout: 30_000 });
  await first.getByRole('textbox', { name: /Title/ }).fill('Bench');
  await first.getByRole('combobox', { name: /Release Format/ }).selectOption('SINGLE');
  await first.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'looks good' }).click();
  const audio = page.getByRole('dialog', { name: 'Upload Audio Files' });
  await audio.waitFor();
  await page.waitForTimeout(1000);

  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
  const picked = Date.now();
  log('picking the WAV');
  await audio.locator('input[type=file]').setInputFiles(wavPath);
  await audio.locator('canvas').waitFor({ timeout: 120_000 });
  const drawn = Date.now() - picked;
  log(`waveform drawn after ${drawn} ms; waiting for the upload to finish`);
  await audio.getByRole('button', { name: 'Next' }).and(page.locator(':enabled')).waitFor({ timeout: 180_000 });
  const uploaded = Date.now() - picked;
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const longest = tasks.length ? Math.max(...tasks) : 0;
  console.log('');
  console.log(`file:              ${MEGABYTES} MB, 24-bit/96 kHz stereo WAV`);
  console.log(`waveform drawn:    ${drawn} ms after the pick`);
  console.log(`upload stored:     ${uploaded} ms after the pick (${((MEGABYTES / uploaded) * 1000).toFixed(0)} MB/s)`);
  console.log(`long tasks:        ${tasks.length}${tasks.length ? ` (${tasks.map((task) => task.toFixed(0)).join(', ')} ms)` : ''}`);
  console.log(`longest task:      ${longest.toFixed(0)} ms (target: none over ${LONG_TASK_LIMIT_MS} ms) ${longest > LONG_TASK_LIMIT_MS ? 'OVER' : 'ok'}`);
} finally {
  await browser.close();
}
process.exit(0);
