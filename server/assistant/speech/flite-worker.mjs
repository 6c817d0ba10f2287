// Runs Flite (WASI) on one text in a worker thread, so a long text never blocks the server's event
// loop. Plain JavaScript: worker threads load it as it is, under tsx, vitest and node alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import { parentPort, workerData } from 'node:worker_threads';

const { module, text } = workerData;
const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-speech-'));
try {
  const wasi = new WASI({ version: 'preview1', args: ['flite', '-t', text, '-o', '/out/speech.wav'], preopens: { '/out': dir }, returnOnExit: true });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  const code = wasi.start(instance);
  if (code !== 0) throw new Error(`Flite exited with code ${code}`);
  parentPort.postMessage(readFileSync(join(dir, 'speech.wav')));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
