/**
 * WAV peaks without decoding the whole file: the header is read from the first bytes, then PCM
 * chunks are fed as they stream in, reading one frame in `stride` (the waveform's 8000 Hz) and
 * keeping the loudest sample of every bucket. Pure, so the worker and the tests share it.
 */

export interface WavFormat {
  /** 1 PCM integer, 3 IEEE float. */
  encoding: 'int' | 'float';
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Where the samples start and how many bytes they take. */
  dataOffset: number;
  dataLength: number;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/**
 * The format of a WAV (RIFF or RF64) from its first bytes: `null` when it is not one, `'more'`
 * when the data chunk starts beyond the bytes given. `fileSize` caps a header's data length
 * (streamed writers leave it at 0xFFFFFFFF).
 */
export function parseWavHeader(bytes: Uint8Array, fileSize: number): WavFormat | null | 'more' {
  if (bytes.length < 12) return 'more';
  const riff = ascii(bytes, 0);
  if ((riff !== 'RIFF' && riff !== 'RF64') || ascii(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  let fmt: Omit<WavFormat, 'dataOffset' | 'dataLength'> | null = null;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      if (at + 8 + 16 > bytes.length) return 'more';
      let tag = view.getUint16(at + 8, true);
      // WAVE_FORMAT_EXTENSIBLE: the real tag is the sub-format GUID's first two bytes.
      if (tag === 0xfffe && size >= 40) {
        if (at + 8 + 26 > bytes.length) return 'more';
        tag = view.getUint16(at + 8 + 24, true);
      }
      if (tag !== 1 && tag !== 3) return null;
      fmt = {
        encoding: tag === 3 ? 'float' : 'int',
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    } else if (id === 'data') {
      if (!fmt || fmt.channels < 1 || fmt.sampleRate < 1 || ![8, 16, 24, 32].includes(fmt.bitsPerSample)) return null;
      const dataOffset = at + 8;
      const available = Math.max(0, fileSize - dataOffset);
      const dataLength = size === 0xffffffff || size === 0 || size > available ? available : size;
      return { ...fmt, dataOffset, dataLength };
    }
    at += 8 + size + (size % 2);
  }
  return 'more';
}

/** Reads one sample (−1…1) of the given width at `at`. */
function sampleReader(format: WavFormat): (view: DataView, at: number) => number {
  const { bitsPerSample, encoding } = format;
  if (encoding === 'float') return (view, at) => view.getFloat32(at, true);
  switch (bitsPerSample) {
    case 8:
      return (view, at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (view, at) => view.getInt16(at, true) / 32768;
    case 24:
      return (view, at) => ((view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608);
    default:
      return (view, at) => view.getInt32(at, true) / 2147483648;
  }
}

export class WavPeakAccumulator {
  readonly peaks: Float32Array;
  private readonly frameBytes: number;
  private readonly sampleBytes: number;
  private readonly stride: number;
  private readonly framesPerBucket: number;
  private readonly read: (view: DataView, at: number) => number;
  /** Bytes of the data chunk consumed so far. */
  private consumed = 0;
  /** The data byte offset of the next frame to read. */
  private next = 0;
  private carry: Uint8Array = new Uint8Array(0);

  constructor(
    private readonly format: WavFormat,
    buckets: number,
    targetRate: number,
  ) {
    this.sampleBytes = format.bitsPerSample / 8;
    this.frameBytes = this.sampleBytes * format.channels;
    this.stride = Math.max(1, Math.round(format.sampleRate / targetRate));
    const frames = Math.floor(format.dataLength / this.frameBytes);
    const bucketCount = Math.max(1, Math.min(buckets, Math.ceil(frames / this.stride)));
    this.framesPerBucket = Math.max(1, Math.ceil(frames / bucketCount));
    this.peaks = new Float32Array(bucketCount);
    this.read = sampleReader(format);
  }

  /** Feeds the next bytes of the data chunk (any split). */
  push(chunk: Uint8Array): void {
    const remaining = this.format.dataLength - this.consumed - this.carry.length;
    if (remaining <= 0) return;
    let bytes = chunk.length > remaining ? chunk.subarray(0, remaining) : chunk;
    const start = this.consumed;
    if (this.carry.length) {
      const joined = new Uint8Array(this.carry.length + bytes.length);
      joined.set(this.carry);
      joined.set(bytes, this.carry.length);
      bytes = joined;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { frameBytes, sampleBytes, stride, framesPerBucket, peaks, read } = this;
    const channels = this.format.channels;
    const step = frameBytes * stride;
    let at = this.next - start;
    while (at + frameBytes <= bytes.length) {
      let peak = 0;
      for (let channel = 0; channel < channels; channel += 1) {
        const value = Math.abs(read(view, at + channel * sampleBytes));
        if (value > peak) peak = value;
      }
      const bucket = Math.min(peaks.length - 1, Math.floor((start + at) / frameBytes / framesPerBucket));
      if (peak > peaks[bucket]!) peaks[bucket] = Math.min(1, peak);
      at += step;
    }
    this.next = start + at;
    // What is left of a frame that spans this chunk's end waits for the next one.
    const keepFrom = Math.min(bytes.length, Math.max(0, at));
    this.carry = bytes.slice(keepFrom);
    this.consumed = start + keepFrom;
  }
}

/** Peaks of a whole WAV held in memory (tests, small files). */
export function wavPeaks(bytes: Uint8Array, buckets: number, targetRate: number): Float32Array | null {
  const format = parseWavHeader(bytes, bytes.length);
  if (format === null || format === 'more') return null;
  const accumulator = new WavPeakAccumulator(format, buckets, targetRate);
  accumulator.push(bytes.subarray(format.dataOffset));
  return accumulator.peaks;
}
