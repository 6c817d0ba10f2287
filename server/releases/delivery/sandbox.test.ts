import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { DEFAULT_SANDBOX_TIMINGS, sandboxReceipts } from './sandbox.js';

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

  it('reads its timings and the partner from the environment', () => {
    expect(readConfig({}, false).app.delivery).toEqual({ sandbox: {} });
    expect(readConfig({ DELIVERY_PARTNER: 'sandbox', DELIVERY_SANDBOX_DELIVERED_MS: '100', DELIVERY_SANDBOX_ONLINE_MS: '0' }, false).app.delivery).toEqual({
      partner: 'sandbox',
      sandbox: { deliveredMs: 100, onlineMs: 0 },
    });
    expect(() => readConfig({ DELIVERY_SANDBOX_ONLINE_MS: '-5' }, false)).toThrow('DELIVERY_SANDBOX_ONLINE_MS must be a whole number of milliseconds, not "-5"');
  });
});
