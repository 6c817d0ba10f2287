import { adminUsageReport } from '../catalog/admin-usage.js';
import { loadRates } from '../catalog/rates.js';
import type { Handlers } from './types.js';

export const adminUsageHandlers = {
  async adminGetUsageReport(request) {
    return adminUsageReport(this.db, await loadRates(this.db), request.query);
  },
} satisfies Handlers;
