import type { Handlers } from './types.js';

/** Admin System: the service health (server/health), measured on every call. */
export const adminServiceHealthHandlers = {
  async adminGetServiceHealth() {
    return this.serviceHealth.check();
  },
  async adminGetServiceHealthHistory() {
    return this.serviceHealth.history();
  },
} satisfies Handlers;
