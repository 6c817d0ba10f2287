import { Readable } from 'node:stream';
import { artistBatches, artistsCsv, artistsJson } from '../catalog/export.js';
import { DEFAULT_PAYOUT_RATES, type PayoutSource } from '../catalog/platforms.js';
import { listRateChanges, rateDifferences, ratesForUpdate, recordRateChanges } from '../catalog/rate-changes.js';
import { loadRates, type Rates, ratesChanged } from '../catalog/rates.js';
import { pageOfRoyalties } from '../catalog/royalties.js';
import { refreshMonthlyEarnings } from '../catalog/streams.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { claimArtist } from '../verification/admin-claims.js';
import type { Handlers } from './types.js';

type PayoutRateList = components['schemas']['PayoutRateList'];

async function payoutRateList(db: Queryable): Promise<PayoutRateList> {
  const { rows } = await db.query<{ source: PayoutSource; per_stream: string; updated_at: Date | null; user_id: string | null; email: string | null; name: string | null; photo_url: string | null }>(
    `select r.source, r.per_stream, r.updated_at, u.id as user_id, u.email, nullif(trim(u.first_name || ' ' || u.last_name), '') as name, u.photo_url
       from system_payout_rates r left join users u on u.id = r.updated_by order by r.source`,
  );
  return {
    rates: rows.map((row) => ({
      source: row.source,
      perStream: Number(row.per_stream),
      currency: 'USD',
      updatedAt: row.updated_at?.toISOString() ?? null,
      updatedBy: row.user_id ? { _id: row.user_id, email: row.email!, name: row.name ?? row.email!, photoURL: row.photo_url } : null,
    })),
    defaults: Object.entries(DEFAULT_PAYOUT_RATES).map(([source, perStream]) => ({ source: source as PayoutSource, perStream, currency: 'USD' as const })),
  };
}

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
    const { rates } = request.body;
    const sources = rates.map((rate) => rate.source);
    if (new Set(sources).size !== sources.length) throw new HttpError(422, 'Each source may appear only once.');
    const userId = request.caller!.userId;
    await this.db.transaction(async (tx) => {
      const before = await ratesForUpdate(tx);
      await tx.query('delete from system_payout_rates where not (source = any($1::text[]))', [sources]);
      await tx.query(
        `insert into system_payout_rates (source, per_stream, updated_at, updated_by)
         select s, p, now(), $3 from unnest($1::text[], $2::numeric[]) as x(s, p)
         on conflict (source) do update set per_stream = excluded.per_stream, updated_at = now(), updated_by = excluded.updated_by`,
        [sources, rates.map((rate) => rate.perStream), userId],
      );
      const after = Object.fromEntries(rates.map((rate) => [rate.source, rate.perStream])) as Rates;
      await recordRateChanges(tx, userId, rateDifferences(before, after));
      await refreshMonthlyEarnings(tx);
    });
    ratesChanged(this.db);
    return payoutRateList(this.db);
  },

  async adminListPayoutRateChanges(request) {
    return listRateChanges(this.db, request.query);
  },
} satisfies Handlers;
