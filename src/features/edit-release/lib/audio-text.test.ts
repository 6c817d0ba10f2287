import { describe, expect, it } from 'vitest';
import { audioMetadataLine } from './audio-text';

describe('release times and audio', () => {
  it('shows the audio line with HD from 24-bit (durations: shared/lib/format)', () => {
    expect(audioMetadataLine({ container: 'WAV', bitsPerSample: 24, sampleRate: 48000 })).toBe('WAV · 24-bit · 48 kHz · HD');
    expect(audioMetadataLine({ container: 'FLAC', bitsPerSample: 16, sampleRate: 44100 })).toBe('FLAC · 16-bit · 44 kHz');
  });
});
