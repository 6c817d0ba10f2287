import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FileStorage } from '../../storage/storage.js';
import { receiptRunAt } from './receipts.js';
import { createSandboxPartner, DEFAULT_SANDBOX_TIMINGS, sandboxReceipts } from './sandbox.js';

describe('the sandbox schedule', () => {
  it('sends DELIVERED then ONLINE for NEW and UPDATE deliveries, TAKEN_DOWN for a takedown', () => {
    const timings = { deliveredMs: 100, onlineMs: 250 };
    const both = [
      { status: 'DELIVERED', afterMs: 100 },
      { status: 'ONLINE', afterMs: 250 },
    ];
    expect(sandboxReceipts('NEW', timings)).toEqual(both);
    expect(sandboxReceipts('UPDATE', timings)).toEqual(both);
    expect(sandboxReceipts('TAKEDOWN', timings)).toEqual([{ status: 'TAKEN_DOWN', afterMs: 100 }]);
    expect(DEFAULT_SANDBOX_TIMINGS).toEqual({ deliveredMs: 3000, onlineMs: 6000 });
  });

  it('sends ONLINE not before the start of the release day', () => {
    const [, online] = sandboxReceipts('NEW', { deliveredMs: 100, onlineMs: 250 }, '2027-03-01T12:00:00.000Z');
    expect(online).toEqual({ status: 'ONLINE', afterMs: 250, notBefore: '2027-03-01T00:00:00.000Z' });
    const deliveredAt = new Date('2027-01-30T09:00:00.000Z');
    expect(receiptRunAt(online!, deliveredAt).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // On the release day itself, or after it, ONLINE comes on the usual schedule.
    const onTheDay = new Date('2027-03-01T15:00:00.000Z');
    expect(receiptRunAt(online!, onTheDay).toISOString()).toBe('2027-03-01T15:00:00.250Z');
    expect(receiptRunAt(online!, new Date('2027-05-01T00:00:00.000Z')).toISOString()).toBe('2027-05-01T00:00:00.250Z');
    expect(receiptRunAt({ status: 'DELIVERED', afterMs: 100 }, deliveredAt).toISOString()).toBe('2027-01-30T09:00:00.100Z');
  });

  it('reads its timings and the partner from the environment', () => {
    expect(readConfig({}, false).app.delivery).toEqual({ sandbox: {} });
    expect(readConfig({ DELIVERY_PARTNER: 'sandbox', DELIVERY_SANDBOX_DELIVERED_MS: '100', DELIVERY_SANDBOX_ONLINE_MS: '0' }, false).app.delivery).toEqual({
      partner: 'sandbox',
      sandbox: { deliveredMs: 100, onlineMs: 0 },
    });
    expect(() => readConfig({ DELIVERY_SANDBOX_ONLINE_MS: '-5' }, false)).toThrow('DELIVERY_SANDBOX_ONLINE_MS must be a whole number of milliseconds, not "-5"');
  });
});

describe('the sandbox health', () => {
  const partnerAt = (root: string) =>
    createSandboxPartner({ ...DEFAULT_SANDBOX_TIMINGS, root, db: {} as Queryable, storage: {} as FileStorage, jobs: {} as JobQueue });

  it('can deliver while a file can be written in its folder, and leaves nothing there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'delivery-health-'));
    try {
      const root = join(dir, 'deliveries');
      expect(await partnerAt(root).health!()).toEqual({
        mode: 'sandbox',
        reachable: true,
        message: 'Sandbox: deliveries are written to a folder on this server.',
        details: { folder: root },
      });
      expect(readdirSync(root)).toEqual([]);
      writeFileSync(join(dir, 'a-file'), 'not a folder');
      const blocked = await partnerAt(join(dir, 'a-file', 'deliveries')).health!();
      expect(blocked.reachable).toBe(false);
      expect(blocked.message).toMatch(/^Sandbox: the delivery folder cannot be written \(/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
