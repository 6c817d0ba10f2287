import { databaseAnswers } from '../health/checks/database.js';
import { checkReadiness } from '../health/index.js';
import { APP_VERSION } from '../version.js';
import type { Handlers } from './types.js';

export const systemHandlers = {
  async getHealth(_request, reply) {
    const reachable = await databaseAnswers(this.db);
    const health = {
      status: reachable ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: reachable ? 'ok' : 'unreachable',
      uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
    } as const;
    return reachable ? health : reply.code(503).send(health);
  },

  async getReadiness(_request, reply) {
    const { ready, body } = await checkReadiness(this);
    return ready ? body : reply.code(503).send(body);
  },

  async collectBehaviorEvents(request, reply) {
    // The caller comes from the header or the body's accessToken (checked before validation).
    const { userId } = request.caller!;
    this.behavior.admitBatch(request);
    this.behavior.admitEvents(userId, request.body.events.length);
    const result = await this.behavior.record({ userId, batch: request.body, userAgent: request.headers['user-agent'] });
    return reply.code(202).send(result);
  },
} satisfies Handlers;
