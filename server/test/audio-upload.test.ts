import type { FastifyInstance } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../demo/melody.js';
import { withVorbisComment } from '../../src/shared/ui/audio-preview/index.testing.js';
import { flacFile, quantize, seededMusic } from './audio-samples.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser, multipartFile } from './helpers.js';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

const PATH = '/releases/drafts/upload-audio';

/** A PCM WAV of `seconds` of a quiet tone; `cutTo` keeps only that many bytes (a broken transfer). */
function wav({ rate = 44_100, bits = 16, channels = 2, seconds = 0.5, cutTo }: { rate?: number; bits?: number; channels?: number; seconds?: number; cutTo?: number } = {}) {
  const frames = Math.round(rate * seconds);
  const bytesPerSample = bits / 8;
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  for (let frame = 0; frame < frames; frame += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * frame) / rate) * 1000);
    for (let channel = 0; channel < channels; channel += 1) data.writeIntLE(value, (frame * channels + channel) * bytesPerSample, bytesPerSample);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = Buffer.concat([header, data]);
  return cutTo === undefined ? file : file.subarray(0, cutTo);
}

/** A FLAC of seeded music: every frame with its CRCs (our writer records no MD5 signature). */
function flac({ rate = 96_000, bits = 24, channels = 2, samples = 96_000 }: { rate?: number; bits?: 16 | 24; channels?: number; samples?: number } = {}) {
  return flacFile(quantize(seededMusic(1, samples / rate, rate), bits, 0.5), rate, bits, channels);
}

/** A WAV with a `JUNK` chunk of `bytes` before its data (as some editors write). */
function withJunkBeforeData(file: Buffer, bytes: number) {
  const junk = Buffer.alloc(8 + bytes);
  junk.write('JUNK', 0, 'latin1');
  junk.writeUInt32LE(bytes, 4);
  const out = Buffer.concat([file.subarray(0, 36), junk, file.subarray(36)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): an MP3. */
function mp3(frames = 40) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const multipart = (field: string, bytes: Buffer, fileName = 'track.wav', type = 'audio/wav') => multipartFile(field, bytes, fileName, type);

type Upload = { source: string; audio: { bucket: string; location: string }; metadata: Record<string, unknown>; code?: string; message?: string };

async function upload(bytes: Buffer, fileName?: string, field = 'audio') {
  const body = multipart(field, bytes, fileName);
  return callApi<Upload>(app, 'POST', PATH, { token: user.token, payload: body.payload, headers: body.headers });
}

const storedAudio = async () => (await readdir(join(app.uploadsDir, 'files', 'audio')).catch(() => [])).length;
const leftovers = async () => readdir(join(app.uploadsDir, 'tmp')).catch(() => []);

describe('POST /releases/drafts/upload-audio', () => {
  it('stores a 16-bit/44.1 kHz WAV, answers its metadata and serves it from its URL', async () => {
    const bytes = wav();
    const answer = await upload(bytes);
    expect(answer.status).toBe(200);
    expect(answer.body.metadata).toMatchObject({ container: 'WAV', sampleRate: 44_100, bitsPerSample: 16, duration: 0.5, numberOfChannels: 2 });
    expect(answer.body.audio).toMatchObject({ bucket: 'local', location: expect.stringMatching(/^audio\/[a-f0-9]{24}-[a-f0-9]{24}\.wav$/) });
    const link = new URL(answer.body.source);
    const served = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect([served.statusCode, served.rawPayload.equals(bytes)]).toEqual([200, true]);
    const ranged = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { range: 'bytes=0-3' } });
    expect([ranged.statusCode, ranged.body]).toEqual([206, 'RIFF']);
    expect(await leftovers()).toEqual([]);
  });

  it('takes 24-bit audio at the high-resolution rates, and FLAC by content whatever its name', async () => {
    expect((await upload(wav({ bits: 24, rate: 96_000, seconds: 0.1 }))).body.metadata).toMatchObject({ bitsPerSample: 24, sampleRate: 96_000 });
    const lossless = await upload(flac(), 'track.wav');
    expect(lossless.status).toBe(200);
    expect(lossless.body.metadata).toMatchObject({ container: 'FLAC', sampleRate: 96_000, bitsPerSample: 24, duration: 1 });
    expect(lossless.body.audio.location).toMatch(/\.flac$/);
  });

  it('takes a mastered FLAC with its tags (a VORBIS_COMMENT block before the frames)', async () => {
    const tagged = withVorbisComment(flac(), { TITLE: 'Glacier Run', ARTIST: 'Nova Reyes', ISRC: 'USRC17607839', DATE: '2026' });
    const answer = await upload(Buffer.from(tagged), 'glacier-run.flac');
    expect([answer.status, answer.body.metadata]).toEqual([200, expect.objectContaining({ container: 'FLAC', sampleRate: 96_000, bitsPerSample: 24, duration: 1 })]);
  });

  it('takes WAV and FLAC at every allowed quality: 16-bit at 44.1 kHz, 24-bit at 44.1, 48, 88.2, 96 and 192 kHz', async () => {
    const qualities = [[16, 44_100], ...[44_100, 48_000, 88_200, 96_000, 192_000].map((rate) => [24, rate])];
    for (const [bits, rate] of qualities) {
      const asWav = await upload(wav({ bits, rate, seconds: 0.05 }));
      expect([asWav.status, asWav.body.metadata?.container, asWav.body.metadata?.sampleRate, asWav.body.metadata?.bitsPerSample]).toEqual([200, 'WAV', rate, bits]);
      const asFlac = await upload(flac({ bits: bits as 16 | 24, rate, samples: rate }), 'track.flac');
      expect([asFlac.status, asFlac.body.metadata?.container, asFlac.body.metadata?.sampleRate, asFlac.body.metadata?.bitsPerSample]).toEqual([200, 'FLAC', rate, bits]);
    }
  });

  it('refuses other audio with 422 and a code, and keeps nothing', async () => {
    const before = await storedAudio();
    const cases: [Buffer, string, string][] = [
      [wav({ bits: 16, rate: 48_000, seconds: 0.1 }), 'UNSUPPORTED_QUALITY', 'this file is 16-bit at 48 kHz.'],
      [flac({ bits: 24, rate: 22_050 }), 'UNSUPPORTED_QUALITY', 'this file is 24-bit at 22.05 kHz.'],
      [mp3(), 'UNSUPPORTED_CONTAINER', 'Audio must be a WAV or FLAC file, not MPEG.'],
      [Buffer.from('<!doctype html><title>Not audio</title>'), 'NOT_AUDIO', 'The file is not a WAV or FLAC audio file.'],
      [Buffer.alloc(0), 'NOT_AUDIO', 'The file is not a WAV or FLAC audio file.'],
      [wav({ cutTo: 30_000 }), 'TRUNCATED', 'The audio file is cut short'],
      [wav({ seconds: 0 }), 'NO_AUDIO', 'The audio file holds no sound.'],
    ];
    for (const [bytes, code, message] of cases) {
      const answer = await upload(bytes);
      expectStatedRule(answer, { method: 'POST', path: PATH, status: 422, mentions: code });
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toContain(message);
    }
    expect(await storedAudio()).toBe(before);
    expect(await leftovers()).toEqual([]);
  });

  it('decodes a FLAC whole: a garbage frame in the middle is CORRUPT_AUDIO, a file cut short TRUNCATED, audio unlike its MD5 signature CORRUPT_AUDIO', async () => {
    const before = await storedAudio();
    const whole = flac();
    const garbage = Buffer.from(whole);
    const random = seededRandom(9);
    for (let i = whole.length >> 1; i < (whole.length >> 1) + 3000; i++) garbage[i] = Math.floor(random() * 256);
    // libFLAC's own file (its MD5 signature recorded), with one byte of the signature changed.
    const reference = await readFile(join(import.meta.dirname, 'fixtures', 'copyright', 'music-48k24.flac'));
    const unlikeSignature = Buffer.from(reference);
    unlikeSignature[26]! ^= 0xff;
    const cases: [Buffer, string, string][] = [
      [garbage, 'CORRUPT_AUDIO', 'The audio file is damaged: export it again and upload it again.'],
      [whole.subarray(0, Math.floor(whole.length * 0.6)), 'TRUNCATED', 'The audio file is cut short: export it again and upload the whole file.'],
      [unlikeSignature, 'CORRUPT_AUDIO', 'The audio file is damaged: export it again and upload it again.'],
    ];
    for (const [bytes, code, message] of cases) {
      const answer = await upload(bytes, 'track.flac');
      expectStatedRule(answer, { method: 'POST', path: PATH, status: 422, mentions: code });
      expect([answer.body.code, answer.body.message]).toEqual([code, message]);
    }
    expect(await storedAudio()).toBe(before);
    expect(await leftovers()).toEqual([]);

    expect((await upload(whole, 'track.flac')).status).toBe(200);
    const encoded = await upload(reference, 'track.flac');
    expect([encoded.status, encoded.body.metadata?.container, encoded.body.metadata?.bitsPerSample]).toEqual([200, 'FLAC', 24]);
  });

  it('finds a WAV cut short whose data chunk comes after large metadata', async () => {
    const long = withJunkBeforeData(wav({ seconds: 0.5 }), 100_000);
    expect((await upload(long)).status).toBe(200);
    const cut = await upload(long.subarray(0, long.length - 20_000));
    expect([cut.status, cut.body.code]).toEqual([422, 'TRUNCATED']);
  });

  it('asks for the file when the request has none', async () => {
    const answer = await upload(wav(), 'track.wav', 'file');
    expectStatedRule(answer, { method: 'POST', path: PATH, status: 400, mentions: 'Choose a WAV or FLAC file to upload.' });
  });
});
