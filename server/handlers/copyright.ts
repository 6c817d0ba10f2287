import { deleteScan, getScan, startScan } from '../releases/copyright/index.js';
import type { Handlers } from './types.js';

/** Copyright scans of a release (Admin Releases); the contract's x-roles admit admins only. */
export const copyrightHandlers = {
  async getCopyrightScan(request) {
    return getScan(this, request.params.id);
  },

  async startCopyrightScan(request, reply) {
    return reply.code(202).send(await startScan(this, request.caller!, request.params.id));
  },

  async deleteCopyrightScan(request) {
    const outcome = await deleteScan(this, request.params.id);
    return { success: true, message: outcome === 'cancelled' ? 'The copyright scan was cancelled.' : 'The copyright scan was discarded.' };
  },
} satisfies Handlers;
