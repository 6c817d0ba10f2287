import { describe, expect, it } from 'vitest';
import { getInitials } from './get-initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('ada king lovelace')).toBe('AL');
    expect(getInitials('  Cher ')).toBe('C');
  });

  it('is empty without a name', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials(null)).toBe('');
  });
});
