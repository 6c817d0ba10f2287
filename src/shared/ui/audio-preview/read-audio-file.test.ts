import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAudioFile } from './read-audio-file';
import { taggedFlacHead, taggedWav } from './testing/tagged-audio';

afterEach(() => vi.restoreAllMocks());

const TAGS = { TITLE: 'Glacier Run', ARTIST: 'Nova Reyes', ISRC: 'USRC17607839', DATE: '2026-03-01' };

describe('reading a picked audio file with music-metadata', () => {
  it('reads a FLAC’s format and its Vorbis comments', async () => {
    const flac = new Blob([taggedFlacHead({ rate: 96_000, bits: 24, channels: 2, seconds: 61.5 }, TAGS)], { type: 'audio/flac' });
    await expect(readAudioFile(flac)).resolves.toEqual({
      facts: { container: 'FLAC', codec: 'FLAC', sampleRate: 96_000, bitsPerSample: 24, channels: 2, duration: 61.5 },
      tags: { title: 'Glacier Run', artists: ['Nova Reyes'], isrc: 'USRC17607839', year: 2026 },
    });
  });

  it('reads a WAV’s format and its ID3 tag (ISRC in TSRC)', async () => {
    const frames = { TIT2: 'Night Drive', TPE1: 'Nova Reyes', TSRC: 'GBAYE0601498', TYER: '2025' };
    const wav = new Blob([taggedWav({ rate: 44_100, bits: 16, channels: 1, seconds: 0.5 }, frames)], { type: 'audio/wav' });
    await expect(readAudioFile(wav)).resolves.toMatchObject({
      facts: { container: 'WAV', sampleRate: 44_100, bitsPerSample: 16, channels: 1, duration: 0.5 },
      tags: { title: 'Night Drive', artists: ['Nova Reyes'], isrc: 'GBAYE0601498', year: 2025 },
    });
  });

  it('gives no tags for an untagged file', async () => {
    const flac = new Blob([taggedFlacHead({ rate: 44_100, bits: 16, channels: 2, seconds: 1 }, {})]);
    await expect(readAudioFile(flac)).resolves.toMatchObject({ facts: { container: 'FLAC', bitsPerSample: 16 }, tags: { title: null, artists: [], isrc: null, year: null } });
  });

  it('gives nothing for an empty blob or HTML, and Unknown (or Audio for an audio type) for what it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readAudioFile(new Blob([]))).resolves.toBeNull();
    await expect(readAudioFile(new Blob(['<html></html>'], { type: 'text/html' }))).resolves.toBeNull();
    await expect(readAudioFile(new Blob(['garbage'], { type: 'application/octet-stream' }))).resolves.toMatchObject({ facts: { container: 'Unknown', sampleRate: null } });
    await expect(readAudioFile(new Blob(['not really audio'], { type: 'audio/wav' }))).resolves.toMatchObject({ facts: { container: 'Audio', bitsPerSample: null }, tags: { isrc: null } });
    expect(console.warn).toHaveBeenCalledWith('Audio preview: unsupported type application/octet-stream');
  });
});
