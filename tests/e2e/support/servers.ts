/** The first server's port; worker N's server listens on the port after it N times. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * An origin already serving the product (`npm run test:cluster`: nginx in front of several
 * instances): the journeys run against it with one worker, and Playwright starts no server.
 */
export const E2E_BASE_URL = process.env.E2E_BASE_URL;
/** One server per worker: the journeys run with as many workers as there are servers. */
export const E2E_SERVERS = E2E_BASE_URL ? 1 : Number(process.env.E2E_SERVERS ?? 2);

export function serverUrl(index: number): string {
  if (E2E_BASE_URL) return E2E_BASE_URL;
  if (index >= E2E_SERVERS) throw new Error(`Worker ${index} has no server: run with --workers ${E2E_SERVERS} or fewer, or set E2E_SERVERS`);
  return `http://localhost:${E2E_PORT + index}`;
}
