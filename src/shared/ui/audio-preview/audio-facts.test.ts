import { describe, expect, it } from 'vitest';
import { describeAudio } from './audio-facts';

describe('audio facts for the preview', () => {
  it('describes the format: bit depth, kHz rounded and HD from 24 bits', () => {
    expect(describeAudio({ container: 'WAV', sampleRate: 44100, bitsPerSample: 24, duration: 1 })).toEqual({ container: 'WAV', bitDepth: '24-bit', sampleRate: '44 kHz', hd: true });
    expect(describeAudio({ container: 'FLAC', sampleRate: 44100, bitsPerSample: 16, duration: 1 }).hd).toBe(false);
    expect(describeAudio({ container: 'Unknown', sampleRate: null, bitsPerSample: null, duration: null })).toMatchObject({ bitDepth: 'Unknown', sampleRate: 'Unknown' });
  });
});
