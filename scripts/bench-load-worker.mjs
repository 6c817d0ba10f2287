/**
 * The load client of the HTTP benchmarks (`scripts/bench-load.ts`), on a thread of its own so that
 * making and reading requests never waits for the server's event loop, which is what is measured.
 * It sends `Accept-Encoding` as browsers do and reads the raw bytes without decoding them: a
 * browser inflates on its own machine, so inflating here would count the client's work as the
 * server's (Node's fetch inflates in the process that runs the server).
 *
 * workerData: { origin, paths, headers, clients, seconds, once } (`once`: every path once, in order,
 * instead of random picks until `seconds` have passed); posts { latencies, errors, elapsed,
 * bytes, encodings } (encodings: answers by Content-Encoding, `identity` for none).
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, paths, headers, clients, seconds, once } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const latencies = [];
const encodings = {};
let errors = 0;
let bytes = 0;

function call(path) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const outgoing = request(`${origin}${path}`, { agent, headers }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () => {
        latencies.push(performance.now() - begin);
        bytes += size;
        const encoding = response.headers['content-encoding'] ?? 'identity';
        encodings[encoding] = (encodings[encoding] ?? 0) + 1;
        if (response.statusCode !== 200) errors++;
        resolve();
      });
    });
    outgoing.on('error', () => {
      errors++;
      resolve();
    });
    outgoing.end();
  });
}

const started = performance.now();
const deadline = started + seconds * 1000;
let next = 0;
await Promise.all(
  Array.from({ length: clients }, async () => {
    if (once) while (next < paths.length) await call(paths[next++]);
    else while (performance.now() < deadline) await call(paths[Math.floor(Math.random() * paths.length)]);
  }),
);
parentPort.postMessage({ latencies, errors, elapsed: (performance.now() - started) / 1000, bytes, encodings });
agent.destroy();
