import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../catalog/platforms.js';
import { lastFullMonths } from '../catalog/months.js';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture.js';
import { callApi } from './helpers.js';

// Issue #36 item 14: one figure, one answer, whichever page asks for it.

let f: CatalogFixture;
beforeAll(async () => {
  f = await createCatalogFixture();
}, 60_000);
afterAll(() => f?.app.close());

const ALL = PLATFORMS.join(',');
const months = lastFullMonths(new Date());
/** The last day of a month (YYYY-MM). */
const lastDayOf = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
};

describe('an artist over the twelve last full months', () => {
  it("the overview's estimated earnings are the payouts' streaming earnings over every platform; payouts add MLC", async () => {
    const id = f.rosterIds[0]!;
    const overview = (await callApi(f.app, 'GET', `/artists/${id}/overview`, { token: f.owner.token })).body;
    expect(overview.period).toEqual({ from: `${months.from}-01`, to: lastDayOf(months.to) });
    expect(overview.dailyStreams[0].date).toBe(overview.period.from);
    expect(overview.dailyStreams.at(-1).date).toBe(overview.period.to);
    expect(overview.dailyStreams.reduce((total: number, day: { streams: number }) => total + day.streams, 0)).toBe(overview.totals.streams);

    const payouts = (await callApi(f.app, 'GET', `/artists/${id}/payouts?platforms=${ALL}`, { token: f.owner.token })).body;
    expect(payouts.streamingEarnings).toEqual(overview.totals.estimatedEarnings);
    const platformStreams = payouts.results.filter((row: { source: string }) => row.source !== 'MLC').reduce((total: number, row: { streams: number }) => total + row.streams, 0);
    expect(platformStreams).toBe(overview.totals.streams);
    expect(payouts.mlc.amount).toBeGreaterThan(0);
    expect(payouts.total.amount).toBeCloseTo(payouts.streamingEarnings.amount + payouts.mlc.amount, 2);
  });

  it("its analytics for one calendar month are that month's payouts", async () => {
    const id = f.rosterIds[0]!;
    const month = months.to;
    const analytics = (await callApi(f.app, 'GET', `/artists/${id}/analytics?from=${month}-01&to=${lastDayOf(month)}&platforms=${ALL}`, { token: f.owner.token })).body;
    const payouts = (await callApi(f.app, 'GET', `/artists/${id}/payouts?from=${month}&to=${month}&platforms=${ALL}`, { token: f.owner.token })).body;
    expect(analytics.totals.estimatedEarnings).toEqual(payouts.streamingEarnings);
    for (const { platform, streams } of analytics.totals.byPlatform) {
      expect(payouts.results.find((row: { source: string }) => row.source === platform).streams).toBe(streams);
    }
  });
});

describe('the admin landing and admin analytics', () => {
  it("the landing's streams and earnings of the last full month are admin analytics' for that month's days", async () => {
    const overview = (await callApi(f.app, 'GET', '/admin/overview', { token: f.admin.token })).body;
    expect(overview.streams.month).toBe(months.to);
    expect(overview.streams.streams).toBeGreaterThan(0);
    const analytics = (await callApi(f.app, 'GET', `/admin/analytics?from=${months.to}-01&to=${lastDayOf(months.to)}`, { token: f.admin.token })).body;
    expect(analytics.streams.total).toBe(overview.streams.streams);
    expect(analytics.estimatedRevenue).toEqual(overview.streams.estimatedEarnings);
  });
});
