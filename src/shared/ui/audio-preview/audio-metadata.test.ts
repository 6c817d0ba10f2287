import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeAudio, formatClock, readAudioFacts } from './audio-metadata';

function wavHeader(rate: number, bits: number, seconds: number): Uint8Array<ArrayBuffer> {
  const channels = 2;
  const dataLength = rate * channels * (bits / 8) * seconds;
  const bytes = new Uint8Array(44);
  const view = new DataView(bytes.buffer);
  const put = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  put(0, 'RIFF');
  view.setUint32(4, 36 + dataLength, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint16(34, bits, true);
  put(36, 'data');
  view.setUint32(40, dataLength, true);
  return bytes;
}

function flacHeader(rate: number, bits: number, samples: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(42);
  bytes.set([0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, 34]);
  const at = 18;
  bytes[at] = rate >> 12;
  bytes[at + 1] = (rate >> 4) & 0xff;
  bytes[at + 2] = ((rate & 0x0f) << 4) | (1 << 1);
  bytes[at + 3] = ((1 & 0x01) << 7) | (((bits - 1) >> 4) & 0x01);
  bytes[at + 4] = (((bits - 1) & 0x0f) << 4) | 0;
  bytes[at + 5] = (samples >>> 24) & 0xff;
  bytes[at + 6] = (samples >>> 16) & 0xff;
  bytes[at + 7] = (samples >>> 8) & 0xff;
  bytes[at + 8] = samples & 0xff;
  return bytes;
}

afterEach(() => vi.restoreAllMocks());

describe('audio facts for the preview', () => {
  it('reads WAV and FLAC headers', async () => {
    const wav = new Blob([wavHeader(48000, 24, 0), new Uint8Array(48000 * 2 * 3 * 2)], { type: 'audio/wav' });
    await expect(readAudioFacts(wav)).resolves.toEqual({ container: 'WAV', sampleRate: 48000, bitsPerSample: 24, duration: 2 });
    const flac = new Blob([flacHeader(44100, 16, 441000)], { type: 'audio/flac' });
    await expect(readAudioFacts(flac)).resolves.toEqual({ container: 'FLAC', sampleRate: 44100, bitsPerSample: 16, duration: 10 });
  });

  it('gives nothing for an empty blob or HTML, and Unknown for what it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readAudioFacts(new Blob([]))).resolves.toBeNull();
    await expect(readAudioFacts(new Blob(['<html></html>'], { type: 'text/html' }))).resolves.toBeNull();
    await expect(readAudioFacts(new Blob(['garbage'], { type: 'application/octet-stream' }))).resolves.toMatchObject({ container: 'Unknown', sampleRate: null });
    await expect(readAudioFacts(new Blob(['ID3....'], { type: 'audio/mpeg' }))).resolves.toMatchObject({ container: 'MP3' });
    expect(console.warn).toHaveBeenCalled();
  });

  it('describes the format: bit depth, kHz rounded and HD from 24 bits', () => {
    expect(describeAudio({ container: 'WAV', sampleRate: 44100, bitsPerSample: 24, duration: 1 })).toEqual({ container: 'WAV', bitDepth: '24-bit', sampleRate: '44 kHz', hd: true });
    expect(describeAudio({ container: 'FLAC', sampleRate: 44100, bitsPerSample: 16, duration: 1 }).hd).toBe(false);
    expect(describeAudio({ container: 'Unknown', sampleRate: null, bitsPerSample: null, duration: null })).toMatchObject({ bitDepth: 'Unknown', sampleRate: 'Unknown' });
    expect(formatClock(184.7)).toBe('03:04');
    expect(formatClock(65, { padMinutes: false })).toBe('1:05');
  });
});
