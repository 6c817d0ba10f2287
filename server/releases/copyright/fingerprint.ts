import { ANALYSIS_RATE } from './pcm-sink.js';
import { cooperative } from './yield.js';

/**
 * An acoustic fingerprint in the manner of Haitsma & Kalker ("A Highly Robust Audio
 * Fingerprinting System", 2002): the audio at 11025 Hz is cut into frames of 4096 samples
 * (0.37 s) every 512 samples (46 ms, 7/8 overlap, so a copy trimmed at any point still lines up
 * within 23 ms); each frame's energy in 33 log-spaced bands between 300 and 3000 Hz gives one
 * 32-bit sub-fingerprint, bit m set when the energy difference of bands m and m+1 grew since the
 * frame before. Signs of differences survive what re-encoding does (gain, bit depth, sample
 * rate, WAV↔FLAC); the dense hop survives trimming.
 */
export const FRAME_SIZE = 4096;
export const HOP_SIZE = 512;
export const HOP_SECONDS = HOP_SIZE / ANALYSIS_RATE;
const BAND_COUNT = 33;
const LOWEST_HZ = 300;
const HIGHEST_HZ = 3000;
/** A frame quieter than about −70 dBFS carries no information: its sub-fingerprint is 0, which matching skips. */
const SILENCE_POWER = 1e-7;

/** Bumped whenever the fingerprint changes, so cached fingerprints are computed again. */
export const FINGERPRINT_VERSION = 1;

/** One sub-fingerprint every HOP_SECONDS; 0 marks a silent frame. */
export type Fingerprint = Uint32Array;

const bandEdges = Array.from({ length: BAND_COUNT + 1 }, (_, band) =>
  Math.round(((LOWEST_HZ * (HIGHEST_HZ / LOWEST_HZ) ** (band / BAND_COUNT)) / ANALYSIS_RATE) * FRAME_SIZE),
);
const window = Float64Array.from({ length: FRAME_SIZE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME_SIZE));
const LOG2_SIZE = Math.log2(FRAME_SIZE);
const bitReversed = Uint32Array.from({ length: FRAME_SIZE }, (_, i) => {
  let reversed = 0;
  for (let bit = 0; bit < LOG2_SIZE; bit++) reversed |= ((i >> bit) & 1) << (LOG2_SIZE - 1 - bit);
  return reversed;
});
const cosines = Float64Array.from({ length: FRAME_SIZE / 2 }, (_, i) => Math.cos((2 * Math.PI * i) / FRAME_SIZE));
const sines = Float64Array.from({ length: FRAME_SIZE / 2 }, (_, i) => -Math.sin((2 * Math.PI * i) / FRAME_SIZE));

/** In-place iterative radix-2 FFT. */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < FRAME_SIZE; i++) {
    const j = bitReversed[i]!;
    if (j > i) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= FRAME_SIZE; size *= 2) {
    const half = size / 2;
    const stride = FRAME_SIZE / size;
    for (let start = 0; start < FRAME_SIZE; start += size) {
      for (let k = 0; k < half; k++) {
        const cos = cosines[k * stride]!;
        const sin = sines[k * stride]!;
        const a = start + k;
        const b = a + half;
        const tre = re[b]! * cos - im[b]! * sin;
        const tim = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tre;
        im[b] = im[a]! - tim;
        re[a] = re[a]! + tre;
        im[a] = im[a]! + tim;
      }
    }
  }
}

/**
 * Band energies of frames `first` and `second` (null: none) with one complex FFT: the first goes
 * in as the real part, the second as the imaginary part, and the two spectra are parted again by
 * symmetry.
 */
function bandEnergies(samples: Float32Array, first: number, second: number | null, re: Float64Array, im: Float64Array, out: [Float64Array, Float64Array]): void {
  for (let i = 0; i < FRAME_SIZE; i++) {
    re[i] = samples[first + i]! * window[i]!;
    im[i] = second === null ? 0 : samples[second + i]! * window[i]!;
  }
  fft(re, im);
  for (let band = 0; band < BAND_COUNT; band++) {
    let a = 0;
    let b = 0;
    for (let k = bandEdges[band]!; k < bandEdges[band + 1]!; k++) {
      const mirror = FRAME_SIZE - k;
      const aRe = re[k]! + re[mirror]!;
      const aIm = im[k]! - im[mirror]!;
      const bRe = im[k]! + im[mirror]!;
      const bIm = re[mirror]! - re[k]!;
      a += aRe * aRe + aIm * aIm;
      b += bRe * bRe + bIm * bIm;
    }
    out[0][band] = a;
    out[1][band] = b;
  }
}

function framePower(samples: Float32Array, start: number): number {
  let sum = 0;
  for (let i = start; i < start + FRAME_SIZE; i++) sum += samples[i]! * samples[i]!;
  return sum / FRAME_SIZE;
}

/** The fingerprint of mono samples at ANALYSIS_RATE: one value per hop after the first frame. */
export async function fingerprintSamples(samples: Float32Array): Promise<Fingerprint> {
  const pause = cooperative();
  const frames = samples.length < FRAME_SIZE ? 0 : Math.floor((samples.length - FRAME_SIZE) / HOP_SIZE) + 1;
  const energies = Array.from({ length: frames }, () => new Float64Array(BAND_COUNT));
  const re = new Float64Array(FRAME_SIZE);
  const im = new Float64Array(FRAME_SIZE);
  const spare = new Float64Array(BAND_COUNT);
  for (let frame = 0; frame < frames; frame += 2) {
    const second = frame + 1 < frames ? (frame + 1) * HOP_SIZE : null;
    bandEnergies(samples, frame * HOP_SIZE, second, re, im, [energies[frame]!, energies[frame + 1] ?? spare]);
    await pause();
  }
  const loud = Array.from({ length: frames }, (_, frame) => framePower(samples, frame * HOP_SIZE) >= SILENCE_POWER);
  const values = new Uint32Array(Math.max(0, frames - 1));
  for (let frame = 1; frame < frames; frame++) {
    if (!loud[frame] || !loud[frame - 1]) continue;
    const now = energies[frame]!;
    const before = energies[frame - 1]!;
    let value = 0;
    for (let band = 0; band < BAND_COUNT - 1; band++) {
      if (now[band]! - now[band + 1]! - (before[band]! - before[band + 1]!) > 0) value |= 1 << band;
    }
    values[frame - 1] = value >>> 0;
  }
  return values;
}

/** Bit errors between `query` and `reference` with query frame i against reference frame i + offset, over frames both have sound in. */
export function bitErrorRate(query: Fingerprint, reference: Fingerprint, offset: number): { rate: number; frames: number } {
  let errors = 0;
  let frames = 0;
  for (let i = Math.max(0, -offset), end = Math.min(query.length, reference.length - offset); i < end; i++) {
    const a = query[i]!;
    const b = reference[i + offset]!;
    if (a === 0 || b === 0) continue;
    let diff = (a ^ b) >>> 0;
    diff -= (diff >>> 1) & 0x55555555;
    diff = (diff & 0x33333333) + ((diff >>> 2) & 0x33333333);
    errors += (((diff + (diff >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    frames++;
  }
  return { rate: frames === 0 ? 0.5 : errors / (frames * 32), frames };
}

export const toBytes = (fingerprint: Fingerprint): Buffer => Buffer.from(fingerprint.buffer, fingerprint.byteOffset, fingerprint.byteLength);

export function fromBytes(bytes: Uint8Array): Fingerprint {
  const values = new Uint32Array(Math.floor(bytes.byteLength / 4));
  new Uint8Array(values.buffer).set(bytes.subarray(0, values.length * 4));
  return values;
}
