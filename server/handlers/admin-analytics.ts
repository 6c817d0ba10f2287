import { adminAnalytics } from '../admin/analytics.js';
import { realtimeSnapshot } from '../admin/realtime.js';
import { loadRates } from '../catalog/rates.js';
import type { Handlers } from './types.js';

export const adminAnalyticsHandlers = {
  async adminGetAnalytics(request) {
    return adminAnalytics(this.db, await loadRates(this.db), request.query);
  },

  async adminGetRealtimeAnalytics() {
    return realtimeSnapshot(this.db, this.presence);
  },

  async streamRealtimeAnalytics(_request, reply) {
    const first = await this.realtimeAnalytics.snapshot();
    reply.hijack();
    this.realtimeAnalytics.add(reply.raw, first);
    return reply;
  },
} satisfies Handlers;
