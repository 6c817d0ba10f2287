import { describe, expect, it } from 'vitest';
import { parseWavHeader, WavPeakAccumulator, wavPeaks } from './wav-peaks';

/** A PCM WAV of `frames` frames whose sample at frame i is `sample(i)` (−1…1), every channel alike. */
function makeWav({ rate, bits, channels = 2, frames, sample, extensible = false }: { rate: number; bits: 16 | 24; channels?: number; frames: number; sample: (i: number) => number; extensible?: boolean }) {
  const bytesPerSample = bits / 8;
  const dataLength = frames * channels * bytesPerSample;
  const fmtSize = extensible ? 40 : 16;
  const header = 12 + 8 + fmtSize + 8;
  const bytes = new Uint8Array(header + dataLength);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, header - 8 + dataLength, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  view.setUint16(20, extensible ? 0xfffe : 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bits, true);
  if (extensible) view.setUint16(20 + 24 + 0, 1, true);
  text(20 + fmtSize, 'data');
  view.setUint32(24 + fmtSize, dataLength, true);
  let at = header;
  for (let frame = 0; frame < frames; frame += 1) {
    const value = Math.round(sample(frame) * (2 ** (bits - 1) - 1));
    for (let channel = 0; channel < channels; channel += 1) {
      if (bits === 16) view.setInt16(at, value, true);
      else {
        view.setUint8(at, value & 0xff);
        view.setUint8(at + 1, (value >> 8) & 0xff);
        view.setInt8(at + 2, value >> 16);
      }
      at += bytesPerSample;
    }
  }
  return bytes;
}

describe('WAV peaks', () => {
  it('reads the format of a plain and of an extensible header', () => {
    const plain = makeWav({ rate: 44100, bits: 16, frames: 10, sample: () => 0 });
    expect(parseWavHeader(plain, plain.length)).toMatchObject({ encoding: 'int', sampleRate: 44100, channels: 2, bitsPerSample: 16, dataOffset: 44, dataLength: 40 });
    const extensible = makeWav({ rate: 96000, bits: 24, frames: 10, sample: () => 0, extensible: true });
    expect(parseWavHeader(extensible, extensible.length)).toMatchObject({ sampleRate: 96000, bitsPerSample: 24, dataOffset: 68 });
  });

  it('is not fooled by other files and asks for more of a cut header', () => {
    expect(parseWavHeader(new TextEncoder().encode('<!doctype html><html></html>'), 28)).toBeNull();
    expect(parseWavHeader(new Uint8Array([0x52, 0x49]), 2)).toBe('more');
  });

  it('finds the loud half of a 16-bit file at 8000 samples a second', () => {
    // One second at 48 kHz: quiet first half, loud second half.
    const wav = makeWav({ rate: 48000, bits: 16, frames: 48000, sample: (i) => (i < 24000 ? 0.1 : 0.8) });
    const peaks = wavPeaks(wav, 10, 8000)!;
    expect(peaks).toHaveLength(10);
    for (const peak of peaks.slice(0, 5)) expect(peak).toBeCloseTo(0.1, 2);
    for (const peak of peaks.slice(5)) expect(peak).toBeCloseTo(0.8, 2);
  });

  it('gives the same peaks for a 24-bit file fed in odd-sized chunks', () => {
    const wav = makeWav({ rate: 96000, bits: 24, frames: 96000, sample: (i) => Math.sin(i / 500) * (i / 96000) });
    const whole = wavPeaks(wav, 50, 8000)!;
    const format = parseWavHeader(wav, wav.length);
    if (!format || format === 'more') throw new Error('no format');
    const streamed = new WavPeakAccumulator(format, 50, 8000);
    const data = wav.subarray(format.dataOffset);
    for (let at = 0; at < data.length; at += 4097) streamed.push(data.subarray(at, at + 4097));
    expect([...streamed.peaks]).toEqual([...whole]);
    expect(Math.max(...whole)).toBeGreaterThan(0.9);
    expect(whole[0]!).toBeLessThan(0.05);
  });
});
