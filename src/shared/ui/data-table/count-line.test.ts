import { describe, expect, it } from 'vitest';
import { listCountLine } from './count-line';

describe('listCountLine', () => {
  it('counts the whole list with its noun, singular or plural', () => {
    expect(listCountLine({ isPending: false, data: { total: 1234 } }, 'invitation')).toBe('1,234 invitations');
    expect(listCountLine({ isPending: false, data: { total: 1 } }, 'invitation')).toBe('1 invitation');
    expect(listCountLine({ isPending: false, data: { total: 0 } }, 'archived account')).toBe('0 archived accounts');
    expect(listCountLine({ isPending: false, data: { total: 2 } }, 'activity', 'activities')).toBe('2 activities');
  });

  it('keeps a blank line while the count comes, and none once it failed', () => {
    expect(listCountLine({ isPending: true }, 'post')).toBe('\u00a0');
    expect(listCountLine({ isPending: false, data: undefined }, 'post')).toBeUndefined();
  });
});
