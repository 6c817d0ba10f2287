import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Queryable } from './database.js';
import { IN_MEMORY, keepPrepared, lockDirectory, type PgliteDatabase } from './pglite.js';

type Message = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec' | 'script'; sql: string } | { op: 'begin' | 'dump' | 'snapshot' | 'close' } | { op: 'end'; commit: boolean };

/**
 * PGlite as `openPglite` opens it, on a thread of its own (pglite-worker.mjs): its WebAssembly
 * runs beside the server's HTTP, JSON and compression instead of between them. On the lists bench
 * (100,000 artists, 10 clients, cache miss) a name search went from about 290 to 450–510 req/s and
 * its p99 from 76–78 to 34–47 ms (issue #40). The server opens its PGlite so; tests and tools,
 * which open many short-lived databases, keep `openPglite`.
 */
export async function openPgliteThread(
  directory: string,
  template?: Blob,
  { execArgv = preloadFlags(process.execArgv) }: { execArgv?: string[] } = {},
): Promise<PgliteDatabase> {
  const inMemory = directory === IN_MEMORY;
  if (!inMemory) mkdirSync(directory, { recursive: true });
  const releaseLock = inMemory ? () => {} : lockDirectory(directory);
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { directory, template: template ? await template.arrayBuffer() : undefined },
    execArgv,
  });
  const calls = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let lastCall = 0;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of calls.values()) reject(stopped);
    calls.clear();
  };
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } }) => {
    const call = calls.get(id);
    calls.delete(id);
    if (error) call?.reject(Object.assign(new Error(error.message), error));
    else call?.resolve(result);
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));
  const opened = new Promise((resolve, reject) => calls.set(0, { resolve, reject }));
  const call = <T>(message: Message & { tx?: number }) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastCall;
      calls.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    releaseLock();
    throw error;
  }
  const on = (tx?: number): Queryable => ({
    query: (sql, params) => call({ op: 'query', sql, params, tx }),
    exec: (sql) => call({ op: 'exec', sql, tx }),
    script: (sql) => call({ op: 'script', sql, tx }),
  });
  let closed = false;
  return {
    engine: 'pglite',
    ...on(),
    prepared: keepPrepared((sql) => call({ op: 'exec', sql })),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    async snapshot(alongside) {
      const { tx, dump } = await call<{ tx: number; dump: ArrayBuffer }>({ op: 'snapshot' });
      try {
        await alongside?.();
      } finally {
        await call({ op: 'end', tx, commit: true });
      }
      return new Blob([dump]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
      releaseLock();
    },
  };
}

const PRELOAD_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * The preloads among a process's flags, for the database's thread: a preload may change what the
 * database sees, as the visual run's fixed clock does (PGlite's `now()` reads its thread's
 * `Date.now()`). The other flags stay behind: some, as `--input-type` or `--eval`, fail a worker.
 */
export function preloadFlags(execArgv: readonly string[]): string[] {
  const flags: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const flag = execArgv[index]!;
    const [name] = flag.split('=', 1);
    if (!PRELOAD_FLAGS.has(name!)) continue;
    if (flag.includes('=')) flags.push(flag);
    else if (index + 1 < execArgv.length) flags.push(flag, execArgv[++index]!);
  }
  return flags;
}
