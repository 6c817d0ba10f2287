import { describe, expect, it } from 'vitest';
import { audioMetadataLine, formatDuration } from './audio-text';

describe('release times and audio', () => {
  it('shows durations as mm:ss and the audio line with HD from 24-bit', () => {
    expect(formatDuration(214.6)).toBe('03:35');
    expect(formatDuration(null)).toBe('--:--');
    expect(audioMetadataLine({ container: 'WAV', bitsPerSample: 24, sampleRate: 48000 })).toBe('WAV · 24-bit · 48 kHz · HD');
    expect(audioMetadataLine({ container: 'FLAC', bitsPerSample: 16, sampleRate: 44100 })).toBe('FLAC · 16-bit · 44 kHz');
  });
});
