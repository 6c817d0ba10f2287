import type { FastifyInstance } from 'fastify';
import { defineTool } from './types.js';

/** What the assistant reads of a service-health report (server/health). */
export interface HealthSummary {
  status: 'up' | 'degraded' | 'down';
  services: { label: string; status: 'up' | 'degraded' | 'down'; message: string | null }[];
}

/** Service health as server/health measures it now; null where the app has no health checks (tests with stand-in apps). */
async function checkHealth(app: FastifyInstance): Promise<HealthSummary | null> {
  if (!app.hasDecorator('serviceHealth')) return null;
  const report = await app.serviceHealth.check();
  return { status: report.status, services: report.services.map(({ label, status, message }) => ({ label, status, message: message ?? null })) };
}

export const serviceHealthTool = defineTool({
  name: 'service_health',
  description: 'The current state of the services the product depends on (database, email outbox, storage, …): up, degraded or down, each with a note.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  async run(app) {
    const report = await checkHealth(app);
    if (!report) return { available: false as const };
    return { available: true as const, status: report.status, services: report.services.map(({ label, status, message }) => ({ label, status, message })) };
  },
});
