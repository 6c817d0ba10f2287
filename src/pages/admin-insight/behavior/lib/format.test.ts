import { describe, expect, it } from 'vitest';
import { formatDuration, formatShare } from './format';

describe('behaviour figures', () => {
  it('reads durations in seconds, minutes and hours', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });

  it('reads shares as percentages', () => {
    expect(formatShare(0.4237)).toBe('42.4%');
    expect(formatShare(1)).toBe('100%');
  });
});
