import { HttpError } from '../http/errors.js';
import { sendToDeliveryPartner } from '../releases/delivery/index.js';
import { chosenStores } from '../releases/delivery/stores.js';
import { loadOrFail } from '../releases/release-service.js';
import { releaseView } from '../releases/release-view.js';
import { fileLinks } from './release-links.js';
import type { Handlers } from './types.js';

export const DELIVERY_MESSAGES = {
  unexpected: 'Something went wrong on our side while sending this release. Please try again.',
  summary: (sent: number, total: number) => `${sent} of ${total} releases went to the delivery partner.`,
} as const;

/** Admin Releases: handing releases to the delivery partner (server/releases/delivery). */
export const deliveryHandlers = {
  async sendReleaseToNuemeta(request) {
    const { id } = request.params;
    await sendToDeliveryPartner(this, request.caller!, id, request.body ?? {});
    return releaseView(await loadOrFail(this, id), fileLinks(this, request));
  },

  async bulkSendReleasesToNuemeta(request) {
    const { releaseIds, ...options } = request.body;
    // Bad stores are the request's fault, not a release's: 400 before any release goes.
    const stores = await chosenStores(this.db, options.stores);
    const succeeded: string[] = [];
    const failed: Array<{ releaseId: string; message: string }> = [];
    for (const releaseId of releaseIds) {
      try {
        await sendToDeliveryPartner(this, request.caller!, releaseId, { ...options, stores });
        succeeded.push(releaseId);
      } catch (error) {
        if (!(error instanceof HttpError)) request.log.error({ err: error, releaseId }, 'bulk delivery of a release failed');
        failed.push({ releaseId, message: error instanceof HttpError ? error.message : DELIVERY_MESSAGES.unexpected });
      }
    }
    return { success: failed.length === 0, message: DELIVERY_MESSAGES.summary(succeeded.length, releaseIds.length), succeeded, failed };
  },
} satisfies Handlers;
