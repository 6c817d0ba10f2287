import { adminOverview } from '../admin/overview.js';
import type { Handlers } from './types.js';

export const adminOverviewHandlers = {
  async adminGetOverview() {
    return adminOverview(this.db);
  },
} satisfies Handlers;
