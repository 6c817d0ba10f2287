// The PGlite database on a thread of its own (see pglite-thread.ts): plain JavaScript, loaded as it
// is by the sources, the tests and the compiled server alike. It answers one message per call.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import { TYPE_PARSERS } from './type-parsers.mjs';

/** Thrown into a held transaction's callback to roll it back. */
const ROLLBACK = Symbol('rollback');

/** Transactions held open for the other thread, by id: their handle, and how to end them. */
const held = new Map();
let lastHeld = 0;

const { directory, template } = workerData;
let db;
try {
  db = await PGlite.create({
    dataDir: directory,
    parsers: TYPE_PARSERS,
    // trigram indexes for substring search (migration 0004)
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  parentPort.postMessage({ id: 0, result: null });
} catch (error) {
  parentPort.postMessage({ id: 0, error: plain(error) });
}

/** Opens a transaction and holds it until `end`: its statements come tagged with its id. */
function begin() {
  const id = ++lastHeld;
  return new Promise((opened, failed) => {
    const entry = {};
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          held.set(id, entry);
          opened(id);
        }),
    );
    entry.done.catch(failed);
  });
}

async function end({ tx, commit }) {
  const entry = held.get(tx);
  if (!entry) throw new Error(`No transaction ${tx} is open`);
  held.delete(tx);
  if (commit) entry.commit();
  else entry.rollback(ROLLBACK);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

const operations = {
  query: (target, { sql, params }) => target.query(sql, params).then(({ rows }) => ({ rows })),
  exec: async (target, { sql }) => {
    await target.exec(sql);
  },
  script: async (target, { sql }) => (await target.exec(sql)).map(({ rows }) => ({ rows })),
  begin: () => begin(),
  end: (_target, message) => end(message),
  dump: async () => (await db.dumpDataDir('none')).arrayBuffer(),
  // The data directory taken inside a transaction held until `end`: no other one is open or can
  // start until the other thread has copied what belongs with it.
  snapshot: async () => {
    const tx = await begin();
    try {
      return { tx, dump: await (await db.dumpDataDir('none')).arrayBuffer() };
    } catch (error) {
      await end({ tx, commit: false });
      throw error;
    }
  },
  close: async () => {
    if (!db.closed) await db.close();
  },
};

parentPort.on('message', async (message) => {
  try {
    const target = message.tx && message.op !== 'end' ? held.get(message.tx)?.tx : db;
    if (!target) throw new Error(`No transaction ${message.tx} is open`);
    const result = await operations[message.op](target, message);
    // A dump is moved, not copied: it can be tens of megabytes.
    const dump = result instanceof ArrayBuffer ? result : result?.dump;
    parentPort.postMessage({ id: message.id, result }, dump instanceof ArrayBuffer ? [dump] : []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plain(error) });
  }
});

/** An error as a plain object that crosses threads with its fields (`code`, `constraint`…). */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}
