import type { FastifyInstance } from 'fastify';
import { defineTool } from './types.js';

/** What the assistant reads of a service-health report (server/health). */
export interface HealthSummary {
  status: 'up' | 'degraded' | 'down';
  services: { label: string; status: 'up' | 'degraded' | 'down'; message: string | null }[];
}

/** Service health is measured by server/health; until it is part of this server, the tool says so. */
async function checkHealth(_app: FastifyInstance): Promise<HealthSummary | null> {
  return null;
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
