import { Readable } from 'node:stream';
import { artistBatches, artistsCsv, artistsJson } from '../catalog/export.js';
import { payoutRateList, savePayoutRates } from '../catalog/payout-rates.js';
import { listRateChanges } from '../catalog/rate-changes.js';
import { loadRates } from '../catalog/rates.js';
import { pageOfRoyalties } from '../catalog/royalties.js';
import { claimArtist } from '../verification/admin-claims.js';
import type { Handlers } from './types.js';

export const adminArtistHandlers = {
  async adminClaimArtist(request) {
    return claimArtist(this, request.caller!, request.body);
  },

  async adminExportArtists(request, reply) {
    const { format } = request.params;
    const batches = artistBatches(this.db, request.caller!, request.query);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="artists-${date}.${format}"`)
      .send(Readable.from(format === 'json' ? artistsJson(batches) : artistsCsv(batches)));
  },

  async adminListUnclaimedRoyalties(request) {
    return pageOfRoyalties(this.db, await loadRates(this.db), request.query);
  },

  async adminGetPayoutRates() {
    return payoutRateList(this.db);
  },

  async adminUpdatePayoutRates(request) {
    await savePayoutRates(this.db, request.caller!.userId, request.body.rates);
    return payoutRateList(this.db);
  },

  async adminListPayoutRateChanges(request) {
    return listRateChanges(this.db, request.query);
  },
} satisfies Handlers;
