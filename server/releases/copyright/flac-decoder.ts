import { createHash, type Hash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { crc16, crc8 } from './flac-crc.js';
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
  /** Samples per channel, 0 when the encoder did not know. */
  totalSamples: number;
  /** The MD5 of the decoded audio, all zeros when the encoder did not compute it. */
  md5: Buffer;
}

const FRAME_DAMAGED = 'A FLAC frame fails its checksum.';

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

/** Decodes one frame into `channels`; answers its block size. With `verify`, a frame whose CRCs disagree is refused. */
function frame(reader: BitReader, info: StreamInfo, channels: Int32Array[], verify = false): number {
  const start = reader.bit >>> 3;
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
  const headerEnd = reader.bit >>> 3;
  const headerCrc = reader.bits(8);
  if (verify && headerCrc !== crc8(reader.bytes, start, headerEnd)) throw new UnreadableAudio(FRAME_DAMAGED);
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
  const end = reader.bit >>> 3;
  const frameCrc = reader.bits(16);
  if (verify && frameCrc !== crc16(reader.bytes, start, end)) throw new UnreadableAudio(FRAME_DAMAGED);
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
      const bytes = await readAt(handle, offset + 4, 34);
      const reader = new BitReader(bytes);
      reader.bits(32);
      const maxFrameBytes = (reader.bits(24), reader.bits(24));
      const sampleRate = reader.bits(20);
      const channels = reader.bits(3) + 1;
      const bitsPerSample = reader.bits(5) + 1;
      info = { sampleRate, channels, bitsPerSample, maxFrameBytes, totalSamples: reader.bits(36), md5: Buffer.from(bytes.subarray(18, 34)) };
    }
    offset += 4 + length;
    if (block[0]! & 0x80) {
      if (!info?.sampleRate) throw new UnreadableAudio('The FLAC stream has no STREAMINFO.');
      return { info, firstFrame: offset };
    }
  }
}

const WINDOW_BYTES = 4 << 20;

/** A FLAC stream's frames, read through a window of a few megabytes refilled whenever less than a whole frame is left. */
class FlacFrames {
  readonly channels: Int32Array[];
  private readonly frameBound: number;
  private windowStart: number;
  private reader: BitReader;

  private constructor(
    private readonly handle: FileHandle,
    private readonly size: number,
    readonly info: StreamInfo,
    readonly firstFrame: number,
    private readonly windowBytes: number,
    window: Uint8Array,
  ) {
    this.channels = Array.from({ length: info.channels }, () => new Int32Array(65_536));
    this.frameBound = info.maxFrameBytes || 65_536 * info.channels * 4 + 64;
    this.windowStart = firstFrame;
    this.reader = new BitReader(window);
  }

  static async open(handle: FileHandle, size: number, start: number, windowBytes: number): Promise<FlacFrames> {
    const { info, firstFrame } = await streamInfo(handle, start);
    const bound = info.maxFrameBytes || 65_536 * info.channels * 4 + 64;
    return new FlacFrames(handle, size, info, firstFrame, windowBytes, await readAt(handle, firstFrame, Math.max(windowBytes, bound * 2)));
  }

  /** Where the next frame starts in the file. */
  get position(): number {
    return this.windowStart + (this.reader.bit >>> 3);
  }

  /** Whether the last frame read ran past the end of the file (a file cut short, or damage that hides the frame's end). */
  get ranPastEnd(): boolean {
    return this.reader.bit >>> 3 >= this.reader.bytes.length && this.windowStart + this.reader.bytes.length >= this.size;
  }

  /** Decodes the next frame into `channels`: its block size, or null at the end of the file. */
  async next(verify: boolean): Promise<number | null> {
    if (this.position >= this.size) return null;
    const { reader } = this;
    if (reader.bytes.length - (reader.bit >>> 3) < this.frameBound && this.windowStart + reader.bytes.length < this.size) {
      this.windowStart = this.position;
      this.reader = new BitReader(await readAt(this.handle, this.windowStart, Math.max(this.windowBytes, this.frameBound * 2)));
    }
    return frame(this.reader, this.info, this.channels, verify);
  }
}

/**
 * Decodes the first `maxSeconds` of a FLAC stream (from byte `start`: after an ID3v2 tag) to mono
 * at the analysis rate: CONSTANT, VERBATIM, FIXED and LPC subframes with Rice residuals, every
 * stereo decorrelation. Frame CRCs are not checked here: a damaged frame shows as noise in the
 * fingerprint, not as a crash (uploads are checked whole by checkFlac).
 */
export async function decodeFlac(handle: FileHandle, size: number, maxSeconds: number, start = 0, windowBytes = WINDOW_BYTES): Promise<Float32Array> {
  const frames = await FlacFrames.open(handle, size, start, windowBytes);
  const { info, channels, firstFrame } = frames;
  const sink = new MonoResampler(info.sampleRate, maxSeconds);
  const scale = 1 / 2 ** (info.bitsPerSample - 1);
  const pause = cooperative();
  while (sink.wanted > 0) {
    const position = frames.position;
    let blockSize: number | null;
    try {
      blockSize = await frames.next(false);
    } catch (error) {
      // Trailing junk after the last frame ends the stream; a stream with no good frame at all is unreadable.
      if (position > firstFrame) break;
      throw error;
    }
    if (blockSize === null) break;
    sink.push(channels, blockSize, scale);
    await pause();
  }
  return sink.finish();
}

export type FlacVerdict = 'whole' | 'truncated' | 'damaged';

/** Adds a decoded frame to the MD5 of the audio as FLAC defines it: interleaved, little-endian, whole bytes a sample. */
function hashFrame(md5: Hash, channels: Int32Array[], blockSize: number, bytesPerSample: number): void {
  const out = Buffer.allocUnsafe(blockSize * channels.length * bytesPerSample);
  let offset = 0;
  for (let i = 0; i < blockSize; i++) {
    for (const channel of channels) {
      const value = channel[i]!;
      for (let byte = 0; byte < bytesPerSample; byte++) out[offset++] = (value >> (8 * byte)) & 0xff;
    }
  }
  md5.update(out);
}

/**
 * Decodes every frame of a FLAC stream checking each frame's CRC-8 (header) and CRC-16 (frame),
 * the sample count STREAMINFO announces and, when the encoder recorded it, the MD5 of the
 * decoded audio. Bytes after the announced samples (a tag) are not read.
 */
export async function checkFlac(handle: FileHandle, size: number, start = 0, windowBytes = WINDOW_BYTES): Promise<FlacVerdict> {
  const frames = await FlacFrames.open(handle, size, start, windowBytes);
  const { info, channels } = frames;
  const md5 = info.md5.some((byte) => byte !== 0) && info.totalSamples > 0 ? createHash('md5') : null;
  const bytesPerSample = Math.ceil(info.bitsPerSample / 8);
  const pause = cooperative();
  let decoded = 0;
  while (info.totalSamples === 0 || decoded < info.totalSamples) {
    let blockSize: number | null;
    try {
      blockSize = await frames.next(true);
    } catch (error) {
      if (!(error instanceof UnreadableAudio)) throw error;
      return frames.ranPastEnd ? 'truncated' : 'damaged';
    }
    if (blockSize === null) break;
    if (md5) hashFrame(md5, channels, Math.min(blockSize, info.totalSamples - decoded), bytesPerSample);
    decoded += blockSize;
    await pause();
  }
  if (decoded === 0 || decoded < info.totalSamples) return 'truncated';
  if (md5 && !md5.digest().equals(info.md5)) return 'damaged';
  return 'whole';
}
