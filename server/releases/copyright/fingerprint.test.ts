import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMelodyWav } from '../../demo/release-media.js';
import { DEMO_RELEASES, demoTrackSeed } from '../../demo/releases.js';
import { ANALYSIS_RATE, decodeToMono, UnreadableAudio } from './decode-audio.js';
import { decodeFlac } from './flac-decoder.js';
import { bitErrorRate, type Fingerprint, fingerprintSamples, fromBytes, toBytes } from './fingerprint.js';
import { compareFingerprints, FingerprintIndex, MATCH_THRESHOLD } from './fingerprint-index.js';
import { codingTestStereo, flacFile, quantize, resampleLinear, seededMusic, wavFile } from '../../test/audio-samples.js';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/copyright');
const SECONDS = 20;
let dir: string;
let master: Float32Array;
const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const fingerprintOf = async (path: string) => fingerprintSamples(await decodeToMono(path));
let original: Fingerprint;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fingerprint-test-'));
  master = seededMusic(1, SECONDS);
  original = await fingerprintOf(file('master.wav', wavFile(master, 44_100, 16)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function maxDifference(a: Float32Array, b: Float32Array): number {
  expect(a.length).toBe(b.length);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe('decodeToMono', () => {
  it('decodes FLAC made by the reference encoder (every subframe type, stereo coding and Rice coding; wasted bits) like the WAV it was made from', async () => {
    const cases = [
      { fixture: 'music-44k16.flac', wav: wavFile(seededMusic(3, 0.3, 44_100), 44_100, 16) },
      // 16-bit values in 24 bits: the encoder marks 8 wasted bits.
      { fixture: 'music-48k24.flac', wav: wavFile(Float32Array.from(seededMusic(4, 0.3, 48_000), (value) => Math.round(value * 32768) / 32768), 48_000, 24) },
      // Mid/side, right/side and independent frames; CONSTANT, FIXED, LPC and VERBATIM subframes; 5-bit Rice parameters.
      { fixture: 'stereo-codings-48k24.flac', wav: wavFile(codingTestStereo(5).left, 48_000, 24, { right: codingTestStereo(5).right }) },
    ];
    for (const { fixture, wav } of cases) {
      const flac = await decodeToMono(join(FIXTURES, fixture));
      expect(flac.length).toBeGreaterThan(0.25 * ANALYSIS_RATE);
      // The fixtures were encoded from these very samples; a last-bit difference of Math.sin between machines is all that may differ.
      expect(maxDifference(flac, await decodeToMono(file(`${fixture}.wav`, wav)))).toBeLessThan(1e-4);
    }
  });

  it('decodes FLAC through a window much smaller than the file just the same', async () => {
    const path = join(FIXTURES, 'music-44k16.flac');
    const handle = await open(path, 'r');
    try {
      // Real frames are a few kilobytes: a 1 kB window is refilled at nearly every frame.
      const windowed = await decodeFlac(handle, (await handle.stat()).size, 10, 0, 1024);
      expect(maxDifference(windowed, await decodeToMono(path))).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('decodes 16-, 24-bit and float WAV, mono or stereo, and FLAC of the same audio alike', async () => {
    const reference = await decodeToMono(join(dir, 'master.wav'));
    expect(reference.length).toBe(SECONDS * ANALYSIS_RATE);
    expect(maxDifference(await decodeToMono(file('24.wav', wavFile(master, 44_100, 24, { channels: 1 }))), reference)).toBeLessThan(1e-4);
    expect(maxDifference(await decodeToMono(file('float.wav', wavFile(master, 44_100, 'float'))), reference)).toBeLessThan(1e-4);
    const flac = flacFile(quantize(master, 16), 44_100, 16);
    expect(maxDifference(await decodeToMono(file('16.flac', flac)), reference)).toBeLessThan(1e-6);
    // Some taggers write an ID3v2 tag (here 5 bytes of it) before the FLAC stream.
    const tagged = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0005', 'latin1'), Buffer.alloc(5), flac]);
    expect(maxDifference(await decodeToMono(file('tagged.flac', tagged)), reference)).toBeLessThan(1e-6);
  });

  it('reads only the first seconds it is asked for', async () => {
    expect((await decodeToMono(join(dir, 'master.wav'), 2)).length).toBe(2 * ANALYSIS_RATE);
  });

  it('refuses what is neither WAV nor FLAC', async () => {
    await expect(decodeToMono(file('text.wav', Buffer.from('<!doctype html>')))).rejects.toBeInstanceOf(UnreadableAudio);
    await expect(decodeToMono(file('riff.wav', Buffer.from('RIFF\u0004\u0000\u0000\u0000WAVE', 'latin1')))).rejects.toThrow('The WAV has no audio data.');
  });
});

describe('fingerprints', () => {
  it('match a copy at another sample rate, bit depth and gain', async () => {
    const copy = await fingerprintOf(file('copy.wav', wavFile(resampleLinear(master, 44_100, 48_000), 48_000, 24, { gain: 0.7 })));
    const match = compareFingerprints(copy, original)!;
    expect([match.confidence >= 0.9, match.offsetSeconds]).toEqual([true, 0]);
  });

  it('match a FLAC copy at 48 kHz', async () => {
    const copy = await fingerprintOf(file('copy.flac', flacFile(quantize(resampleLinear(master, 44_100, 48_000), 24, 0.9), 48_000, 24, 1)));
    expect(compareFingerprints(copy, original)?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('match a trimmed copy that starts 5 s in, and say where', async () => {
    const trimmed = await fingerprintOf(file('trimmed.wav', wavFile(master.subarray(5 * 44_100, 15 * 44_100), 44_100, 16)));
    const match = compareFingerprints(trimmed, original)!;
    expect(match.confidence).toBeGreaterThanOrEqual(0.75);
    expect(match.offsetSeconds).toBeCloseTo(5, 1);
    // The other way round: the whole recording contains the excerpt from its 5th second.
    expect(compareFingerprints(original, trimmed)).toMatchObject({ offsetSeconds: 0, queryOffsetSeconds: expect.closeTo(5, 1) });
  });

  it('do not match unrelated music', async () => {
    for (const seed of [2, 3, 4, 5]) {
      const other = await fingerprintSamples(await decodeToMono(file(`other-${seed}.wav`, wavFile(seededMusic(seed, SECONDS), 44_100, 16))));
      expect(bitErrorRate(other, original, 0).rate).toBeGreaterThan(0.35);
      expect(compareFingerprints(other, original)?.confidence ?? 0).toBeLessThan(0.3);
    }
  });

  it('tell every demo track apart from every other', async () => {
    const seeds = DEMO_RELEASES.flatMap((release, index) => release.tracks.map((_, position) => demoTrackSeed(index, position)));
    const entries = await Promise.all(seeds.map(async (seed) => ({ id: seed, fingerprint: await fingerprintOf(file(`demo-${seed}.wav`, demoMelodyWav(seed, 3))) })));
    const index = new FingerprintIndex(entries);
    for (const { id, fingerprint } of entries) expect(index.search(fingerprint).map((match) => match.id)).toEqual([id]);
    expect(index.search(original)).toEqual([]);
  });

  it('survive a round trip through bytes', () => {
    expect(fromBytes(toBytes(original))).toEqual(original);
    expect(MATCH_THRESHOLD).toBe(0.6);
  });
});
