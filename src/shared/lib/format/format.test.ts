import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows lengths as clocks: m:ss, h:mm:ss past an hour, to the nearest second when asked', () => {
    expect(formatDuration(187, 'clock')).toBe('3:07');
    expect(formatDuration(3723, 'clock')).toBe('1:02:03');
    expect(formatDuration(187.6, 'clock', { nearest: true })).toBe('3:08');
    expect([formatDuration(null, 'clock'), formatDuration(-1, 'clock'), formatDuration(Number.NaN, 'clock')]).toEqual(['—', '—', '—']);
  });

  it('shows mm:ss (spec 2 §5) with minutes unbounded, counting whole seconds elapsed unless rounded', () => {
    expect(formatDuration(184.7, 'mm:ss')).toBe('03:04');
    expect(formatDuration(214.6, 'mm:ss', { nearest: true })).toBe('03:35');
    expect(formatDuration(3785, 'mm:ss')).toBe('63:05');
    expect([formatDuration(null, 'mm:ss'), formatDuration(-3, 'mm:ss')]).toEqual(['--:--', '00:00']);
  });

  it("shows a player's position as m:ss", () => {
    expect(formatDuration(65, 'm:ss')).toBe('1:05');
    expect(formatDuration(5.9, 'm:ss')).toBe('0:05');
  });

  it('reads durations in seconds, minutes and hours', () => {
    expect(formatDuration(42, 'words')).toBe('42 s');
    expect(formatDuration(200, 'words')).toBe('3 min 20 s');
    expect(formatDuration(180, 'words')).toBe('3 min');
    expect(formatDuration(3900, 'words')).toBe('1 h 5 min');
    expect(formatDuration(7200, 'words')).toBe('2 h');
    expect(formatDuration(-1, 'words')).toBe('—');
  });

  it('reads ages roughly and uptimes in days and hours', () => {
    expect([45, 600, 3 * 3600].map((seconds) => formatDuration(seconds, 'rough'))).toEqual(['45 s', '10 min', '3 h']);
    expect([42, 300, 3 * 3600 + 60, 2 * 86_400 + 7200].map((seconds) => formatDuration(seconds, 'uptime'))).toEqual(['42 s', '5 min', '3 h 1 min', '2 d 2 h']);
  });
});

describe('formatBytes', () => {
  it('counts in powers of 1000, one decimal under 10', () => {
    expect([formatBytes(512), formatBytes(1_500_000), formatBytes(2.5e12), formatBytes(42_000_000)]).toEqual(['512 bytes', '1.5 MB', '2.5 TB', '42 MB']);
  });

  it('keeps an upload in MB of 2^20 bytes with one decimal', () => {
    expect(formatBytes(1_048_576 * 12.34, { unit: 'MB' })).toBe('12.3 MB');
    expect(formatBytes(0, { unit: 'MB' })).toBe('0.0 MB');
  });
});
