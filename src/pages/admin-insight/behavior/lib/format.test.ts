import { describe, expect, it } from 'vitest';
import { formatShare } from './format';

describe('behaviour figures', () => {
  it('reads shares as percentages', () => {
    expect(formatShare(0.4237)).toBe('42.4%');
    expect(formatShare(1)).toBe('100%');
  });
});
