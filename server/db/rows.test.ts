import { describe, expect, it } from 'vitest';
import { contractView, fieldsOf, recordOf } from './rows.js';

const at = new Date('2026-01-02T03:04:05.678Z');

describe('the row mapper', () => {
  it('names columns as fields and leaves the values as they are', () => {
    const record = recordOf<{ id: string; partnerRef: string | null; createdAt: Date; tokenVersion2: number }>({
      id: 'a',
      partner_ref: null,
      created_at: at,
      token_version2: 2,
    });
    expect(record).toEqual({ id: 'a', partnerRef: null, createdAt: at, tokenVersion2: 2 });
    expect(record.createdAt).toBe(at);
  });

  it('answers dates as ISO text, and a row with its id as the contract object', () => {
    expect(fieldsOf({ sent_at: null, created_at: at, headers: { a_b: 'c' } })).toEqual({ sentAt: null, createdAt: '2026-01-02T03:04:05.678Z', headers: { a_b: 'c' } });
    expect(contractView({ id: 'x', subscriber_count: 3, lists: [{ _id: 'l', name: 'n' }] })).toEqual({ _id: 'x', subscriberCount: 3, lists: [{ _id: 'l', name: 'n' }] });
  });
});
