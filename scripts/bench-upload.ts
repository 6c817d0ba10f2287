// Upload benchmark: a 1 GB 24-bit/48 kHz WAV streamed to POST /releases/drafts/upload-audio of a
// server in a child process (temporary DATA_DIR, demo accounts), as the demo artist. Prints the
// server's RSS growth while it receives, checks and stores the file (target ≤ 64 MB: the upload
// is streamed to disk, never held in memory) and the throughput.
//
// Then the same file resumably (tus, POST /uploads … /complete) in 8 MB chunks as the app sends
// them, the connection cut in the middle of the chunk at 50 % and the upload resumed from the
// server's offset (HEAD): prints the bytes sent twice (target ≤ one chunk) and the server's RSS
// growth (target ≤ 64 MB), and fails when either is missed.
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

const CHUNK_BYTES = 8 * MB;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request; `body` streams bytes `start`–`end` of `path`, cut after `cutAfter` bytes when given. */
function call(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: { file: string; start: number; end: number; cutAfter?: number },
): Promise<Answer & { sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request({ host: '127.0.0.1', port: PORT, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, sent }));
    });
    if (!body) return void req.on('error', reject).end();
    req.on('error', (error) => (body.cutAfter !== undefined ? resolve({ status: 0, headers: {}, body: String(error), sent }) : reject(error)));
    const file = createReadStream(body.file, { start: body.start, end: body.end, highWaterMark: 256 * 1024 });
    file.on('data', (chunk) => {
      const piece = chunk as Buffer;
      if (body.cutAfter !== undefined && sent + piece.length > body.cutAfter) {
        req.write(piece.subarray(0, body.cutAfter - sent));
        sent = body.cutAfter;
        file.destroy();
        // The connection drops (a home router's, say): no end, the socket is gone with what it still buffered.
        req.destroy(new Error('connection cut'));
        return;
      }
      sent += piece.length;
      if (!req.write(piece)) {
        file.pause();
        req.once('drain', () => file.resume());
      }
    });
    file.on('end', () => req.end());
    file.on('error', reject);
  });
}

/** The tus upload of `path` with a cut at `cutAt`: what was sent, and the completion's answer. */
async function resumableUpload(path: string, size: number, token: string, cutAt: number) {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = `kind ${Buffer.from('audio').toString('base64')},filename ${Buffer.from('bench.wav').toString('base64')}`;
  const created = await call('POST', '/api/uploads', { ...auth, 'upload-length': size, 'upload-metadata': metadata });
  if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}: ${created.body}`);
  const url = String(created.headers.location);
  let offset = 0;
  let sent = 0;
  let cut = false;
  while (offset < size) {
    const end = Math.min(offset + CHUNK_BYTES, size) - 1;
    const cutAfter = !cut && end >= cutAt ? cutAt - offset : undefined;
    const answer = await call('PATCH', url, { ...auth, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream', 'content-length': end - offset + 1 }, { file: path, start: offset, end, cutAfter });
    sent += answer.sent;
    if (cutAfter !== undefined) {
      cut = true;
      // As tus-js-client after a dropped connection: ask the server where to continue.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const head = await call('HEAD', url, auth);
      offset = Number(head.headers['upload-offset']);
      console.log(`Cut at ${(cutAt / MB).toFixed(1)} MB; the server has ${(offset / MB).toFixed(1)} MB: resuming from there`);
      continue;
    }
    if (answer.status !== 204) throw new Error(`PATCH at ${offset} answered ${answer.status}: ${answer.body}`);
    offset = Number(answer.headers['upload-offset']);
  }
  const completed = await call('POST', `${url}/complete`, { authorization: auth.authorization });
  return { sent, completed };
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
    let failed = growth > 64;

    console.log(`\nResumable (tus): ${(size / MB).toFixed(0)} MB in ${CHUNK_BYTES / MB} MB chunks, the connection cut at 50 %…`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const tusBaseline = rssOf(server.pid!);
    let tusPeak = tusBaseline;
    const tusSampler = setInterval(() => (tusPeak = Math.max(tusPeak, rssOf(server!.pid!))), 50);
    const tusStarted = performance.now();
    const { sent, completed } = await resumableUpload(wav, size, token, Math.floor(size / 2));
    const tusSeconds = (performance.now() - tusStarted) / 1000;
    clearInterval(tusSampler);
    tusPeak = Math.max(tusPeak, rssOf(server.pid!));
    if (completed.status !== 200) throw new Error(`completing the upload answered ${completed.status}: ${completed.body.slice(0, 300)}`);
    const twice = sent - size;
    const tusGrowth = (tusPeak - tusBaseline) / MB;
    console.log(`Uploaded and checked in ${tusSeconds.toFixed(1)} s (${(size / MB / tusSeconds).toFixed(1)} MB/s)`);
    console.log(`Bytes sent twice: ${(twice / MB).toFixed(2)} MB (${twice} bytes; target ≤ one chunk, ${CHUNK_BYTES / MB} MB) ${twice <= CHUNK_BYTES ? 'OK' : 'OVER'}`);
    console.log(
      `Server RSS: ${(tusBaseline / MB).toFixed(1)} MB before, ${(tusPeak / MB).toFixed(1)} MB at peak: growth ${tusGrowth.toFixed(1)} MB (target ≤ 64 MB) ${tusGrowth <= 64 ? 'OK' : 'OVER'}`,
    );
    failed ||= twice > CHUNK_BYTES || tusGrowth > 64;
    if (failed) console.log('\nFAILED: a target above is missed.');
    process.exitCode = failed ? 1 : 0;
  } finally {
    server?.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

if (values.server) await serve();
else await main();
