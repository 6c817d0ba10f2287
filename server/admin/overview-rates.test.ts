import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadRates } from '../catalog/rates.js';
import { savePayoutRates } from '../catalog/payout-rates.js';
import type { Queryable } from '../db/index.js';
import { type CatalogFixture, createCatalogFixture } from '../test/catalog-fixture.js';
import { adminOverview } from './overview.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await createCatalogFixture();
}, 60_000);
afterAll(() => f?.app.close());
afterEach(() => vi.useRealTimers());

it('prices the figures of another instance at the new rates within 5 s of a change made on one', async () => {
  // Another instance on the same database: its own handle, so its own caches.
  const other: Queryable = { query: (sql, params) => f.app.db.query(sql, params), exec: (sql) => f.app.db.exec(sql), script: (sql) => f.app.db.script(sql) };
  const before = await adminOverview(other);
  expect(before.streams.streams).toBeGreaterThan(0);
  const rates = await loadRates(f.app.db);

  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  await savePayoutRates(
    f.app.db,
    f.admin.user._id,
    Object.entries(rates).map(([source, perStream]) => ({ source, perStream: perStream * 2 }) as never),
  );
  vi.advanceTimersByTime(5_001);
  const after = await adminOverview(other);
  expect(after.streams.streams).toBe(before.streams.streams);
  expect(after.streams.estimatedEarnings.amount).toBeCloseTo(before.streams.estimatedEarnings.amount * 2, 1);
});
