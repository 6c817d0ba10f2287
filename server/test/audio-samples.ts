/**
 * Audio for the scan's tests: WAV and a small FLAC writer (CONSTANT and FIXED subframes with Rice
 * residuals) and re-encodings (another rate, depth and gain) of seeded music.
 */
import { seededMusic, seededRandom } from '../demo/melody.js';

export { seededMusic };

/**
 * Stereo that makes an encoder use every stereo coding and residual kind: a block where right is
 * minus left (mid/side), one where left is right plus noise (right/side), one of loud unrelated
 * noise in each channel (independent, verbatim or 5-bit Rice parameters at 24 bits).
 */
export function codingTestStereo(seed: number, block = 4096): { left: Float32Array; right: Float32Array } {
  const random = seededRandom(seed);
  const music = seededMusic(seed, (3 * block) / 48_000, 48_000);
  const left = new Float32Array(3 * block);
  const right = new Float32Array(3 * block);
  for (let i = 0; i < block; i++) {
    left[i] = music[i]!;
    right[i] = -music[i]!;
    left[block + i] = music[block + i]! + (random() - 0.5) * 0.2;
    right[block + i] = music[block + i]!;
    left[2 * block + i] = (random() - 0.5) * 1.6;
    right[2 * block + i] = (random() - 0.5) * 1.6;
  }
  return { left, right };
}

/** Linear-interpolation resampling (what a careless converter does). */
export function resampleLinear(samples: Float32Array, from: number, to: number): Float32Array {
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const position = (i * from) / to;
    const index = Math.floor(position);
    const fraction = position - index;
    out[i] = samples[index]! * (1 - fraction) + (samples[Math.min(index + 1, samples.length - 1)] ?? 0) * fraction;
  }
  return out;
}

/** Integer samples at `bits`, clipped. */
export function quantize(samples: Float32Array, bits: number, gain = 1): Int32Array {
  const full = 2 ** (bits - 1);
  return Int32Array.from(samples, (value) => Math.max(-full, Math.min(full - 1, Math.round(value * gain * full))));
}

function fmtChunk(rate: number, channels: number, bits: number, float: boolean): Buffer {
  const chunk = Buffer.alloc(24);
  chunk.write('fmt ', 0, 'latin1');
  chunk.writeUInt32LE(16, 4);
  chunk.writeUInt16LE(float ? 3 : 1, 8);
  chunk.writeUInt16LE(channels, 10);
  chunk.writeUInt32LE(rate, 12);
  chunk.writeUInt32LE((rate * channels * bits) / 8, 16);
  chunk.writeUInt16LE((channels * bits) / 8, 20);
  chunk.writeUInt16LE(bits, 22);
  return chunk;
}

/**
 * A WAV of `channels` copies of `samples` (or `samples` left and `right` right): integer PCM at
 * `bits`, or 32-bit float when `bits` is 'float'. A LIST chunk before `data` makes readers walk
 * the chunks.
 */
export function wavFile(
  samples: Float32Array,
  rate: number,
  bits: 16 | 24 | 32 | 'float',
  { channels = 2, gain = 1, right }: { channels?: number; gain?: number; right?: Float32Array } = {},
): Buffer {
  const width = bits === 'float' ? 4 : bits / 8;
  const data = Buffer.alloc(samples.length * channels * width);
  const sources = Array.from({ length: channels }, (_, channel) => (channel === 1 && right ? right : samples));
  const ints = sources.map((source) => (bits === 'float' ? null : quantize(source, bits, gain)));
  for (let i = 0, offset = 0; i < samples.length; i++) {
    for (let channel = 0; channel < channels; channel++, offset += width) {
      const quantized = ints[channel];
      if (!quantized) {
        data.writeFloatLE(sources[channel]![i]! * gain, offset);
        continue;
      }
      // Byte by byte: several times faster than writeIntLE for millions of samples.
      const value = quantized[i]!;
      for (let byte = 0; byte < width; byte++) data[offset + byte] = (value >> (8 * byte)) & 0xff;
    }
  }
  const list = Buffer.from('LIST\u0004\u0000\u0000\u0000INFO', 'latin1');
  const dataHead = Buffer.alloc(8);
  dataHead.write('data', 0, 'latin1');
  dataHead.writeUInt32LE(data.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + 24 + list.length + 8 + data.length, 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, fmtChunk(rate, channels, bits === 'float' ? 32 : bits, bits === 'float'), list, dataHead, data]);
}

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, count: number): void {
    // Fields wider than 24 bits go in two parts, so the shifts below stay within 32 bits.
    if (count > 24) {
      this.write(Math.floor(value / 2 ** 24), count - 24);
      this.write(value % 2 ** 24, 24);
      return;
    }
    while (count > 0) {
      const take = Math.min(8 - this.used, count);
      this.current = (this.current << take) | ((value >>> (count - take)) & ((1 << take) - 1));
      this.used += take;
      count -= take;
      if (this.used === 8) this.flush();
    }
  }

  signed(value: number, count: number): void {
    this.write(value < 0 ? value + 2 ** count : value, count);
  }

  private flush(): void {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }

  align(): void {
    while (this.used !== 0) this.write(0, 1);
  }

  get length(): number {
    return this.bytes.length;
  }

  slice(from: number): number[] {
    return this.bytes.slice(from);
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

function crc8(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const FLAC_RATE_CODES: Record<number, number> = { 44_100: 9, 48_000: 10, 88_200: 1, 96_000: 11, 192_000: 3 };
const FLAC_BLOCK = 4096;

/** A subframe of one channel block: CONSTANT when flat, else FIXED order 2 with one Rice parameter. */
function writeSubframe(writer: BitWriter, block: Int32Array, bits: number): void {
  if (block.every((value) => value === block[0])) {
    writer.write(0, 8);
    writer.signed(block[0]!, bits);
    return;
  }
  writer.write(0b00010100, 8);
  writer.signed(block[0]!, bits);
  writer.signed(block[1]!, bits);
  const residuals = Array.from({ length: block.length - 2 }, (_, i) => block[i + 2]! - 2 * block[i + 1]! + block[i]!);
  const folded = residuals.map((value) => (value >= 0 ? value * 2 : -value * 2 - 1));
  const mean = folded.reduce((sum, value) => sum + value, 0) / Math.max(1, folded.length);
  const parameter = Math.min(14, Math.max(0, Math.floor(Math.log2(mean + 1))));
  writer.write(0, 2);
  writer.write(0, 4);
  writer.write(parameter, 4);
  for (const value of folded) {
    const quotient = Math.floor(value / 2 ** parameter);
    for (let i = 0; i < quotient; i++) writer.write(0, 1);
    writer.write(1, 1);
    writer.write(value % 2 ** parameter, parameter);
  }
}

/** A FLAC stream of `channels` identical channels: STREAMINFO, then frames of 4096 samples (the last shorter). */
export function flacFile(samples: Int32Array, rate: number, bits: 16 | 24, channels = 2): Buffer {
  const writer = new BitWriter();
  writer.write(0x664c6143, 32);
  writer.write(0x80, 8);
  writer.write(34, 24);
  writer.write(FLAC_BLOCK, 16);
  writer.write(FLAC_BLOCK, 16);
  writer.write(0, 24);
  writer.write(0, 24);
  writer.write(rate, 20);
  writer.write(channels - 1, 3);
  writer.write(bits - 1, 5);
  writer.write(samples.length, 36);
  for (let i = 0; i < 4; i++) writer.write(0, 32);
  for (let start = 0, number = 0; start < samples.length; start += FLAC_BLOCK, number++) {
    const block = samples.subarray(start, Math.min(samples.length, start + FLAC_BLOCK));
    const frameStart = writer.length;
    writer.write(0xfff8, 16);
    writer.write(7, 4);
    writer.write(FLAC_RATE_CODES[rate] ?? 0, 4);
    writer.write(channels - 1, 4);
    writer.write(bits === 16 ? 4 : 6, 3);
    writer.write(0, 1);
    if (number < 0x80) writer.write(number, 8);
    else writer.write(((0xc0 | (number >> 6)) << 8) | 0x80 | (number & 0x3f), 16);
    writer.write(block.length - 1, 16);
    writer.write(crc8(writer.slice(frameStart)), 8);
    for (let channel = 0; channel < channels; channel++) writeSubframe(writer, block, bits);
    writer.align();
    writer.write(crc16(writer.slice(frameStart)), 16);
  }
  return writer.toBuffer();
}
