// Upload benchmark: a 1 GB 24-bit/48 kHz WAV streamed to POST /releases/drafts/upload-audio of a
// server in a child process (temporary DATA_DIR, demo accounts), as the demo artist. Prints the
// server's RSS growth while it receives, checks and stores the file (target ≤ 64 MB: the upload
// is streamed to disk, never held in memory) and the throughput.
//
//   npm run bench:upload [-- --megabytes 1024 --port 3310]
//
// The WAV is generated in chunks to a temporary file; everything is removed at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signToken } from '../server/auth/tokens.js';
import { DEMO_ACCOUNTS } from '../server/demo/accounts.js';
import { demoToneWav, wavHeader } from '../server/demo/release-media.js';

const { values } = parseArgs({
  options: {
    megabytes: { type: 'string', default: '1024' },
    port: { type: 'string', default: '3310' },
    server: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});
const PORT = Number(values.port);
const FILE_BYTES = Number(values.megabytes) * 1024 * 1024;
const SECRET = process.env.BENCH_AUTH_SECRET ?? randomBytes(32).toString('hex');
const ARTIST = DEMO_ACCOUNTS.find((account) => account.email === 'artist@demo.test')!;
const MB = 1024 * 1024;

async function serve(): Promise<void> {
  const { buildApp } = await import('../server/app.js');
  const app = await buildApp({ dataDir: values['data-dir']!, authSecret: SECRET, logger: false, demoData: true });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

/** A WAV of `bytes` in total: the header, then a one-second 24-bit/48 kHz stereo tone repeated. */
async function writeWav(path: string, bytes: number): Promise<void> {
  const second = demoToneWav(440, 1).subarray(44);
  const out = createWriteStream(path);
  const write = (chunk: Buffer) => new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  const frame = 6; // 2 channels × 3 bytes
  const dataBytes = Math.floor((bytes - 44) / frame) * frame;
  await write(wavHeader(dataBytes));
  for (let written = 0; written < dataBytes; written += second.length) await write(second.subarray(0, Math.min(second.length, dataBytes - written)));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

function upload(path: string, size: number, token: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/releases/drafts/upload-audio',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path, { highWaterMark: MB });
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'royalty-desk-bench-upload-'));
  let server: ChildProcess | undefined;
  try {
    const wav = join(dir, 'bench.wav');
    console.log(`Writing a ${(FILE_BYTES / MB).toFixed(0)} MB 24-bit/48 kHz WAV…`);
    await writeWav(wav, FILE_BYTES);
    const size = (await stat(wav)).size;

    console.log('Starting the server (demo accounts, temporary DATA_DIR)…');
    server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--server', '--port', String(PORT), '--data-dir', join(dir, 'data')], {
      env: { ...process.env, BENCH_AUTH_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      server!.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const token = signToken({ sub: ARTIST.id, roles: [], ver: 0 }, SECRET);

    // A small upload first, so the code paths are loaded before the baseline.
    const small = join(dir, 'small.wav');
    await writeWav(small, 4 * MB);
    await upload(small, (await stat(small)).size, token);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const baseline = rssOf(server.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server!.pid!))), 50);
    const started = performance.now();
    const answer = await upload(wav, size, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid!));
    if (answer.status !== 200) throw new Error(`the upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const { metadata } = JSON.parse(answer.body) as { metadata: { duration: number; sampleRate: number; bitsPerSample: number } };
    const growth = (peak - baseline) / MB;
    console.log(`Uploaded ${(size / MB).toFixed(0)} MB (${metadata.bitsPerSample}-bit/${metadata.sampleRate / 1000} kHz, ${metadata.duration.toFixed(0)} s) in ${seconds.toFixed(1)} s`);
    console.log(`Throughput: ${(size / MB / seconds).toFixed(1)} MB/s`);
    console.log(`Server RSS: ${(baseline / MB).toFixed(1)} MB before, ${(peak / MB).toFixed(1)} MB at peak: growth ${growth.toFixed(1)} MB (target ≤ 64 MB) ${growth <= 64 ? 'OK' : 'OVER'}`);
    process.exitCode = growth <= 64 ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

if (values.server) await serve();
else await main();
