import type { FileHandle } from 'node:fs/promises';
import { MonoResampler } from './pcm-sink.js';
import { UnreadableAudio } from './wav-decoder.js';
import { cooperative } from './yield.js';

/** Reads big-endian bit fields from a window of the file. */
class BitReader {
  bit = 0;
  constructor(public bytes: Uint8Array) {}

  bits(count: number): number {
    let value = 0;
    while (count > 0) {
      const used = this.bit & 7;
      const available = 8 - used;
      const take = available < count ? available : count;
      value = value * (1 << take) + ((this.bytes[this.bit >>> 3]! >>> (available - take)) & ((1 << take) - 1));
      this.bit += take;
      count -= take;
    }
    return value;
  }

  signed(count: number): number {
    if (count === 0) return 0;
    const value = this.bits(count);
    return value >= 2 ** (count - 1) ? value - 2 ** count : value;
  }

  /** Counts zero bits up to the next one bit, and skips that one. */
  unary(): number {
    let count = 0;
    let byte = (this.bytes[this.bit >>> 3]! << (this.bit & 7)) & 0xff;
    if (byte === 0) {
      count = 8 - (this.bit & 7);
      this.bit += count;
      while ((byte = this.bytes[this.bit >>> 3]!) === 0) {
        count += 8;
        this.bit += 8;
      }
      if (byte === undefined) throw new UnreadableAudio('The FLAC stream ends inside a frame.');
    }
    const zeros = Math.clz32(byte) - 24;
    this.bit += zeros + 1;
    return count + zeros;
  }

  align(): void {
    this.bit = (this.bit + 7) & ~7;
  }
}

interface StreamInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  maxFrameBytes: number;
}

const BLOCK_SIZES = [0, 192, 576, 1152, 2304, 4608, 0, 0, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768];
const SAMPLE_SIZES = [0, 8, 12, 0, 16, 20, 24, 32];
const FIXED_COEFFICIENTS = [[], [1], [2, -1], [3, -3, 1], [4, -6, 4, -1]];

function residual(reader: BitReader, samples: Int32Array, blockSize: number, order: number): void {
  const method = reader.bits(2);
  if (method > 1) throw new UnreadableAudio('The FLAC stream uses an unknown residual coding.');
  const parameterBits = method === 0 ? 4 : 5;
  const escape = method === 0 ? 15 : 31;
  const partitionOrder = reader.bits(4);
  const partitionSize = blockSize >> partitionOrder;
  let index = order;
  for (let partition = 0; partition < 1 << partitionOrder; partition++) {
    const count = partition === 0 ? partitionSize - order : partitionSize;
    const parameter = reader.bits(parameterBits);
    if (parameter === escape) {
      const rawBits = reader.bits(5);
      for (let i = 0; i < count; i++) samples[index++] = reader.signed(rawBits);
      continue;
    }
    const scale = 2 ** parameter;
    for (let i = 0; i < count; i++) {
      const folded = reader.unary() * scale + reader.bits(parameter);
      samples[index++] = folded % 2 === 1 ? -(folded + 1) / 2 : folded / 2;
    }
  }
}

/** Predicts samples[order..] from the ones before with `coefficients` (newest first), `shift` bits of precision. */
function predict(samples: Int32Array, blockSize: number, coefficients: number[], shift: number): void {
  const order = coefficients.length;
  const divisor = 2 ** shift;
  for (let i = order; i < blockSize; i++) {
    let sum = 0;
    for (let j = 0; j < order; j++) sum += coefficients[j]! * samples[i - 1 - j]!;
    samples[i] = samples[i]! + Math.floor(sum / divisor);
  }
}

function subframe(reader: BitReader, samples: Int32Array, blockSize: number, bitsPerSample: number): void {
  if (reader.bits(1) !== 0) throw new UnreadableAudio('The FLAC stream has a damaged subframe.');
  const type = reader.bits(6);
  const wasted = reader.bits(1) === 1 ? reader.unary() + 1 : 0;
  const bits = bitsPerSample - wasted;
  if (type === 0) {
    samples.fill(reader.signed(bits), 0, blockSize);
  } else if (type === 1) {
    for (let i = 0; i < blockSize; i++) samples[i] = reader.signed(bits);
  } else if (type >= 8 && type <= 12) {
    const order = type - 8;
    for (let i = 0; i < order; i++) samples[i] = reader.signed(bits);
    residual(reader, samples, blockSize, order);
    predict(samples, blockSize, FIXED_COEFFICIENTS[order]!, 0);
  } else if (type >= 32) {
    const order = (type & 31) + 1;
    for (let i = 0; i < order; i++) samples[i] = reader.signed(bits);
    const precision = reader.bits(4) + 1;
    const shift = reader.signed(5);
    if (precision === 16 || shift < 0) throw new UnreadableAudio('The FLAC stream has a damaged LPC subframe.');
    const coefficients = Array.from({ length: order }, () => reader.signed(precision));
    residual(reader, samples, blockSize, order);
    predict(samples, blockSize, coefficients, shift);
  } else {
    throw new UnreadableAudio('The FLAC stream uses a reserved subframe type.');
  }
  if (wasted > 0) for (let i = 0; i < blockSize; i++) samples[i] = samples[i]! * 2 ** wasted;
}

/** Decodes one frame into `channels`; answers its block size. */
function frame(reader: BitReader, info: StreamInfo, channels: Int32Array[]): number {
  if (reader.bits(15) !== 0x7ffc) throw new UnreadableAudio('The FLAC stream lost its frame sync.');
  reader.bits(1);
  const blockCode = reader.bits(4);
  const rateCode = reader.bits(4);
  const assignment = reader.bits(4);
  const sizeCode = reader.bits(3);
  reader.bits(1);
  // The frame or sample number, UTF-8 coded: the leading ones of its first byte count its bytes.
  const first = reader.bits(8);
  for (let extra = Math.max(0, Math.clz32(~(first << 24)) - 1); extra > 0; extra--) reader.bits(8);
  const blockSize = blockCode === 6 ? reader.bits(8) + 1 : blockCode === 7 ? reader.bits(16) + 1 : BLOCK_SIZES[blockCode]!;
  if (rateCode === 12) reader.bits(8);
  else if (rateCode === 13 || rateCode === 14) reader.bits(16);
  reader.bits(8);
  const bitsPerSample = sizeCode === 0 ? info.bitsPerSample : SAMPLE_SIZES[sizeCode]!;
  const count = assignment < 8 ? assignment + 1 : 2;
  if (!blockSize || !bitsPerSample || assignment > 10 || count !== channels.length) throw new UnreadableAudio('The FLAC stream has a damaged frame header.');
  for (let channel = 0; channel < count; channel++) {
    // The side channel of a stereo pair carries one bit more.
    const side = (assignment === 8 && channel === 1) || (assignment === 9 && channel === 0) || (assignment === 10 && channel === 1);
    subframe(reader, channels[channel]!, blockSize, bitsPerSample + (side ? 1 : 0));
  }
  const [a, b] = channels as [Int32Array, Int32Array];
  for (let i = 0; assignment >= 8 && i < blockSize; i++) {
    if (assignment === 8) b[i] = a[i]! - b[i]!;
    else if (assignment === 9) a[i] = a[i]! + b[i]!;
    else {
      const mid = a[i]! * 2 + (b[i]! & 1);
      a[i] = (mid + b[i]!) >> 1;
      b[i] = (mid - b[i]!) >> 1;
    }
  }
  reader.align();
  reader.bits(16);
  return blockSize;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function streamInfo(handle: FileHandle, start: number): Promise<{ info: StreamInfo; firstFrame: number }> {
  const head = await readAt(handle, start, 4);
  if (Buffer.from(head).toString('latin1') !== 'fLaC') throw new UnreadableAudio('The file is neither WAV nor FLAC.');
  let info: StreamInfo | null = null;
  for (let offset = start + 4; ; ) {
    const block = await readAt(handle, offset, 4);
    if (block.length < 4) throw new UnreadableAudio('The FLAC stream ends in its metadata.');
    const length = (block[1]! << 16) | (block[2]! << 8) | block[3]!;
    if ((block[0]! & 0x7f) === 0) {
      const reader = new BitReader(await readAt(handle, offset + 4, 18));
      reader.bits(32);
      const maxFrameBytes = (reader.bits(24), reader.bits(24));
      const sampleRate = reader.bits(20);
      const channels = reader.bits(3) + 1;
      info = { sampleRate, channels, bitsPerSample: reader.bits(5) + 1, maxFrameBytes };
    }
    offset += 4 + length;
    if (block[0]! & 0x80) {
      if (!info?.sampleRate) throw new UnreadableAudio('The FLAC stream has no STREAMINFO.');
      return { info, firstFrame: offset };
    }
  }
}

const WINDOW_BYTES = 4 << 20;

/**
 * Decodes the first `maxSeconds` of a FLAC stream (from byte `start`: after an ID3v2 tag) to mono
 * at the analysis rate: CONSTANT, VERBATIM, FIXED and LPC subframes with Rice residuals, every
 * stereo decorrelation. The file is read through a window of a few megabytes, refilled whenever
 * less than a whole frame is left. Frame CRCs are not checked: a damaged frame shows as noise in
 * the fingerprint, not as a crash.
 */
export async function decodeFlac(handle: FileHandle, size: number, maxSeconds: number, start = 0, windowBytes = WINDOW_BYTES): Promise<Float32Array> {
  const { info, firstFrame } = await streamInfo(handle, start);
  const sink = new MonoResampler(info.sampleRate, maxSeconds);
  const channels = Array.from({ length: info.channels }, () => new Int32Array(65_536));
  const scale = 1 / 2 ** (info.bitsPerSample - 1);
  const frameBound = info.maxFrameBytes || 65_536 * info.channels * 4 + 64;
  const pause = cooperative();
  let windowStart = firstFrame;
  let reader = new BitReader(await readAt(handle, windowStart, Math.max(windowBytes, frameBound * 2)));
  while (sink.wanted > 0) {
    let position = windowStart + (reader.bit >>> 3);
    if (position >= size) break;
    if (reader.bytes.length - (reader.bit >>> 3) < frameBound && windowStart + reader.bytes.length < size) {
      windowStart = position;
      reader = new BitReader(await readAt(handle, windowStart, Math.max(windowBytes, frameBound * 2)));
      position = windowStart;
    }
    let blockSize: number;
    try {
      blockSize = frame(reader, info, channels);
    } catch (error) {
      // Trailing junk after the last frame ends the stream; a stream with no good frame at all is unreadable.
      if (position > firstFrame) break;
      throw error;
    }
    sink.push(channels, blockSize, scale);
    await pause();
  }
  return sink.finish();
}
