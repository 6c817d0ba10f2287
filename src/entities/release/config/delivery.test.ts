import { describe, expect, it } from 'vitest';
import { awaitsDeliveryReceipts, deliveryTypesFor, storesHaveHadRelease } from './delivery';

const live = (type: 'NEW' | 'UPDATE' | 'TAKEDOWN', status: 'SENT' | 'DELIVERED' | 'ONLINE' | 'FAILED') => ({ type, status, environment: 'PRODUCTION' as const });
const TODAY = new Date('2026-11-29T15:00:00.000Z');

describe('awaitsDeliveryReceipts', () => {
  it('waits for the hand-over’s receipt, and for ONLINE once the release day has come', () => {
    expect(awaitsDeliveryReceipts({ releaseDate: '2026-11-29T12:00:00.000Z', delivery: live('NEW', 'SENT') }, TODAY)).toBe(true);
    expect(awaitsDeliveryReceipts({ releaseDate: '2026-11-29T12:00:00.000Z', delivery: live('NEW', 'DELIVERED') }, TODAY)).toBe(true);
    expect(awaitsDeliveryReceipts({ releaseDate: '2026-03-01T12:00:00.000Z', delivery: live('NEW', 'DELIVERED') }, TODAY)).toBe(true);
  });

  it('waits for nothing while a delivered release’s day is ahead, nor after ONLINE, a failure or a staging delivery', () => {
    expect(awaitsDeliveryReceipts({ releaseDate: '2026-12-29T12:00:00.000Z', delivery: live('NEW', 'DELIVERED') }, TODAY)).toBe(false);
    expect(awaitsDeliveryReceipts({ releaseDate: '2026-11-29T12:00:00.000Z', delivery: live('NEW', 'ONLINE') }, TODAY)).toBe(false);
    expect(awaitsDeliveryReceipts({ delivery: live('NEW', 'FAILED') }, TODAY)).toBe(false);
    expect(awaitsDeliveryReceipts({ delivery: { ...live('NEW', 'SENT'), environment: 'STAGING' } }, TODAY)).toBe(false);
  });
});

describe('deliveries by status', () => {
  it('offers a first delivery to an approved release and an update or a takedown once delivered', () => {
    expect(deliveryTypesFor('APPROVED')).toEqual(['NEW']);
    expect(deliveryTypesFor('ONLINE')).toEqual(['UPDATE', 'TAKEDOWN']);
    expect(deliveryTypesFor('PENDING')).toEqual([]);
  });

  it('knows when the stores have had a release, so its ISRCs stay', () => {
    expect(storesHaveHadRelease({ status: 'ONLINE', delivery: null })).toBe(true);
    expect(storesHaveHadRelease({ status: 'APPROVED', delivery: live('NEW', 'SENT') })).toBe(true);
    expect(storesHaveHadRelease({ status: 'APPROVED', delivery: live('NEW', 'FAILED') })).toBe(false);
    expect(storesHaveHadRelease({ status: 'PENDING', delivery: null })).toBe(false);
  });
});
