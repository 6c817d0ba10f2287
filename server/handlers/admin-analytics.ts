import { adminAnalytics } from '../admin/analytics.js';
import { realtimeSnapshot } from '../admin/realtime.js';
import { cached } from '../catalog/cache.js';
import { loadRates, ratesKey } from '../catalog/rates.js';
import type { Handlers } from './types.js';

export const adminAnalyticsHandlers = {
  async adminGetAnalytics(request) {
    const rates = await loadRates(this.db);
    // A year of roster streams is a few million numbers: one computation a minute per period is
    // plenty for a page admins open now and then. Kept under the rates it is priced at (ratesKey).
    const { from, to, granularity } = request.query;
    return cached(this.db, `admin-analytics:${from}:${to}:${granularity}:${ratesKey(rates)}`, false, () => adminAnalytics(this.db, rates, request.query), {
      ttlMs: 60_000,
    });
  },

  async adminGetRealtimeAnalytics() {
    return realtimeSnapshot(this.db, this.presence);
  },

  async streamRealtimeAnalytics(request, reply) {
    const first = await this.realtimeAnalytics.snapshot();
    this.realtimeAnalytics.add(this.eventStreams.take(request, reply), first);
    return reply;
  },
} satisfies Handlers;
