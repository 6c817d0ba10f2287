/**
 * The clients of `npm run bench:events`' abuse phase, on threads of their own so that building and
 * timing requests never waits for the server's event loop (which is what is measured), nor the
 * health calls for the load: with `role: 'load'`, a few connections send the largest batches the
 * contract allows, as fast as they are answered, with over-cap batches among them; with
 * `role: 'health'`, one connection calls GET /api/health, alone for `baselineSeconds` (posting
 * { baseline }), then for `seconds` more (posting { health }).
 *
 * workerData: { role, origin, tokens, connections, seconds, baselineSeconds, healthGapMs, caps:
 * { bodyBytes, events, path, name, properties, key, value } }. The load posts { batches, sizes }.
 * Calls are { ms: latencies, statuses: answers by status }.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { role, origin, tokens, connections, seconds, baselineSeconds, healthGapMs, caps } = workerData;
const OVER_CAP_EVERY = 4;
// Batches are built once with these stand-ins, then each request gets fresh timestamps and paths
// of the same length: the load costs this thread little.
const STAND_IN_TIME = '2000-01-01T00:00:00.000Z';
const STAND_IN_SUFFIX = '~~~~~~~~';
let until = 0;
let sent = 0;

/** Event `index` as large as the caps allow within `budget` bytes (ASCII without "@": the old worst case). */
function eventOf(budget, index) {
  const event = { type: 'click', name: 'n'.repeat(caps.name), path: '/', timestamp: STAND_IN_TIME, properties: {} };
  const size = () => Buffer.byteLength(JSON.stringify(event)) + 1;
  const tail = `/${index}/${STAND_IN_SUFFIX}`;
  event.path = `/dashboard${tail}`;
  event.path = `/dashboard${'p'.repeat(Math.max(0, Math.min(caps.path - event.path.length, budget - size())))}${tail}`;
  for (let number = 0; number < caps.properties; number++) {
    const key = `k${number}`.padEnd(caps.key, 'k');
    const room = budget - size() - key.length - 6;
    if (room < 1) break;
    event.properties[key] = 'v'.repeat(Math.min(caps.value, room));
  }
  return event;
}

/** `count` events within `bytes`, each as large as its share allows. */
function batchOf(count, bytes) {
  const sessionId = 'abuse-session-00000000';
  const envelope = Buffer.byteLength(JSON.stringify({ sessionId, appVersion: 'bench', events: [] }));
  const budget = Math.floor((bytes - envelope) / count);
  return { sessionId, appVersion: 'bench', events: Array.from({ length: count }, (_, index) => eventOf(budget, index)) };
}

/** How many events each at every cap fit in the body limit. */
function fullEvents() {
  const full = Buffer.byteLength(JSON.stringify(eventOf(Number.MAX_SAFE_INTEGER, 99))) + 1;
  return Math.max(1, Math.min(caps.events, Math.floor((caps.bodyBytes - 200) / full)));
}

function withLongPath(batch) {
  batch.events[0].path = `/${'o'.repeat(caps.path)}`;
  return batch;
}

const kinds = [
  // The largest valid batches: 100 smaller events, or the fewest events each at every cap.
  { kind: 'valid, most events', batch: batchOf(caps.events, caps.bodyBytes - 64) },
  { kind: 'valid, largest events', batch: batchOf(fullEvents(), caps.bodyBytes - 64) },
  // Over the body limit (refused before it is read), and within it with one path a character too long.
  { kind: 'over the body limit', batch: batchOf(caps.events, caps.bodyBytes * 2) },
  { kind: 'a path over its cap', batch: withLongPath(batchOf(caps.events, caps.bodyBytes - 64 - caps.path)) },
].map(({ kind, batch }) => ({ kind, parts: JSON.stringify(batch).split(STAND_IN_TIME) }));

/** A kind's batch for `connection` with timestamps a millisecond apart (until now) and paths new to the server. */
function render({ parts }, connection, number) {
  const now = Date.now();
  let body = parts[0];
  for (let index = 1; index < parts.length; index++) body += new Date(now - index).toISOString() + parts[index];
  return body.replaceAll(STAND_IN_SUFFIX, number.toString(36).padStart(8, '0')).replace('abuse-session-00000000', `abuse-session-${String(connection).padStart(8, '0')}`);
}

function call(agent, method, path, token, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const done = (status) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started });
    };
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = request(`${origin}${path}`, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
      res.on('error', () => done(res.statusCode));
    });
    // A 413 may close the connection while the rest of the body is still being written.
    req.on('error', () => done('reset'));
    req.end(body);
  });
}

const record = (table, kind, answer) => {
  const entry = (table[kind] ??= { ms: [], statuses: {} });
  entry.ms.push(answer.ms);
  entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
};

async function abuser(agent, batches, connection) {
  while (performance.now() < until) {
    const number = sent++;
    const turn = number % OVER_CAP_EVERY;
    const kind = turn === OVER_CAP_EVERY - 1 ? kinds[2 + (Math.floor(number / OVER_CAP_EVERY) % 2)] : kinds[turn % 2];
    const answer = await call(agent, 'POST', '/api/analytics/events', tokens[number % tokens.length], render(kind, connection, number));
    record(batches, kind.kind, answer);
  }
}

async function prober(agent, calls) {
  while (performance.now() < until) {
    record(calls, 'health', await call(agent, 'GET', '/api/health'));
    await new Promise((resolve) => setTimeout(resolve, healthGapMs));
  }
  return calls.health ?? { ms: [], statuses: {} };
}

if (role === 'health') {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  until = performance.now() + baselineSeconds * 1000;
  parentPort.postMessage({ baseline: await prober(agent, {}) });
  until = performance.now() + seconds * 1000;
  parentPort.postMessage({ health: await prober(agent, {}) });
  agent.destroy();
} else {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const batches = {};
  until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, (_, connection) => abuser(agent, batches, connection)));
  agent.destroy();
  parentPort.postMessage({ batches, sizes: Object.fromEntries(kinds.map((kind) => [kind.kind, Buffer.byteLength(render(kind, 0, 0))])) });
}
