/** The first server's port; worker N's server listens on the port after it N times. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** One server per worker: the journeys run with as many workers as there are servers. */
export const E2E_SERVERS = Number(process.env.E2E_SERVERS ?? 2);

export function serverUrl(index: number): string {
  if (index >= E2E_SERVERS) throw new Error(`Worker ${index} has no server: run with --workers ${E2E_SERVERS} or fewer, or set E2E_SERVERS`);
  return `http://localhost:${E2E_PORT + index}`;
}
