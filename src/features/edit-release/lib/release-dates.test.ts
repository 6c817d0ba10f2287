import { describe, expect, it } from 'vitest';
import { audioMetadataLine, formatDuration } from './audio-text';
import { fromDisplayDate, toDisplayDate } from './release-dates';

describe('release dates and times', () => {
  it('shows a date as MM/dd/yyyy and sends the day at 12:00:00 UTC', () => {
    expect(toDisplayDate('2026-12-04T12:00:00.000Z')).toBe('12/04/2026');
    expect(fromDisplayDate('12/04/2026')).toBe('2026-12-04T12:00:00.000Z');
    expect(fromDisplayDate('02/29/2028')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(fromDisplayDate('02/29/2027')).toBeNull();
    expect(fromDisplayDate('2026-12-04')).toBeNull();
    expect(toDisplayDate(null)).toBe('');
  });

  it('shows durations as mm:ss and the audio line with HD from 24-bit', () => {
    expect(formatDuration(214.6)).toBe('03:35');
    expect(formatDuration(null)).toBe('--:--');
    expect(audioMetadataLine({ container: 'WAV', bitsPerSample: 24, sampleRate: 48000 })).toBe('WAV · 24-bit · 48 kHz · HD');
    expect(audioMetadataLine({ container: 'FLAC', bitsPerSample: 16, sampleRate: 44100 })).toBe('FLAC · 16-bit · 44 kHz');
  });
});
