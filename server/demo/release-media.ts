import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededMusic } from './melody.js';

/** Demo covers meet the cover rules exactly: 3000×3000 px at 72 ppi, RGB JPEG. */
export const DEMO_COVER_SIZE = 3000;
const GRADIENT_SIZE = 48;

export type Rgb = readonly [number, number, number];

/**
 * A diagonal gradient between two colours with a soft disc, drawn small and scaled up (a 48 px
 * image smoothed to 3000 px costs a fraction of drawing 9 million pixels in JavaScript).
 */
function gradientPixels(from: Rgb, to: Rgb, disc: Rgb): Buffer {
  const pixels = Buffer.alloc(GRADIENT_SIZE * GRADIENT_SIZE * 3);
  const centre = GRADIENT_SIZE * 0.62;
  for (let y = 0; y < GRADIENT_SIZE; y++) {
    for (let x = 0; x < GRADIENT_SIZE; x++) {
      const t = (x + y) / (2 * (GRADIENT_SIZE - 1));
      const distance = Math.hypot(x - centre, y - GRADIENT_SIZE * 0.38) / (GRADIENT_SIZE * 0.3);
      const glow = Math.max(0, 1 - distance * distance) * 0.7;
      for (let channel = 0; channel < 3; channel++) {
        const base = from[channel]! + (to[channel]! - from[channel]!) * t;
        pixels[(y * GRADIENT_SIZE + x) * 3 + channel] = Math.round(base + (disc[channel]! - base) * glow);
      }
    }
  }
  return pixels;
}

export interface CoverColours {
  from: Rgb;
  to: Rgb;
  disc: Rgb;
}

const gradient = ({ from, to, disc }: CoverColours) =>
  sharp(gradientPixels(from, to, disc), { raw: { width: GRADIENT_SIZE, height: GRADIENT_SIZE, channels: 3 } });

/** A demo cover: 3000×3000 JPEG at 72 ppi. */
export async function writeDemoCover(colours: CoverColours, path: string): Promise<void> {
  await gradient(colours).resize(DEMO_COVER_SIZE, DEMO_COVER_SIZE, { kernel: 'linear' }).jpeg({ quality: 80 }).withMetadata({ density: 72 }).toFile(path);
}

/** Its 300×300 list thumbnail. */
export async function writeDemoThumbnail(colours: CoverColours, path: string): Promise<void> {
  await gradient(colours).resize(300, 300, { kernel: 'linear' }).jpeg({ quality: 82 }).toFile(path);
}

const SAMPLE_RATE = 48_000;
const BYTES_PER_SAMPLE = 3;
const CHANNELS = 2;

/** The 44-byte header of a PCM WAV (plain `fmt ` chunk, then `data`). */
export function wavHeader(dataBytes: number, { sampleRate = SAMPLE_RATE, channels = CHANNELS, bytesPerSample = BYTES_PER_SAMPLE } = {}): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(bytesPerSample * 8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * A short 24-bit/48 kHz stereo WAV: a chord of `frequency` and its fifth with a gentle fade in
 * and out, so the preview has a waveform worth looking at.
 */
export function demoToneWav(frequency: number, seconds: number): Buffer {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const data = Buffer.alloc(frames * CHANNELS * BYTES_PER_SAMPLE);
  const fade = SAMPLE_RATE * 0.25;
  for (let frame = 0; frame < frames; frame++) {
    const time = frame / SAMPLE_RATE;
    const envelope = Math.min(1, frame / fade, (frames - frame) / fade) * (0.75 + 0.25 * Math.sin(2 * Math.PI * 2 * time));
    const value = envelope * 0.3 * (Math.sin(2 * Math.PI * frequency * time) + 0.6 * Math.sin(2 * Math.PI * frequency * 1.5 * time));
    const sample = Math.round(value * 0x7fffff) & 0xffffff;
    for (let channel = 0, offset = frame * CHANNELS * BYTES_PER_SAMPLE; channel < CHANNELS; channel++, offset += BYTES_PER_SAMPLE) {
      data[offset] = sample & 0xff;
      data[offset + 1] = (sample >> 8) & 0xff;
      data[offset + 2] = sample >> 16;
    }
  }
  return Buffer.concat([wavHeader(data.length), data]);
}

/**
 * A 24-bit/48 kHz stereo WAV of seeded music (server/demo/melody.ts) with a short fade in and
 * out: every demo track sounds different, so a copyright scan of one demo release finds no
 * other demo release in it.
 */
export function demoMelodyWav(seed: number, seconds: number): Buffer {
  const music = seededMusic(seed, seconds, SAMPLE_RATE);
  const data = Buffer.alloc(music.length * CHANNELS * BYTES_PER_SAMPLE);
  const fade = SAMPLE_RATE * 0.05;
  for (let frame = 0; frame < music.length; frame++) {
    const envelope = Math.min(1, frame / fade, (music.length - frame) / fade);
    const sample = Math.max(-0x800000, Math.min(0x7fffff, Math.round(music[frame]! * envelope * 0.6 * 0x7fffff)));
    for (let channel = 0, offset = frame * CHANNELS * BYTES_PER_SAMPLE; channel < CHANNELS; channel++, offset += BYTES_PER_SAMPLE) {
      data.writeIntLE(sample, offset, BYTES_PER_SAMPLE);
    }
  }
  return Buffer.concat([wavHeader(data.length), data]);
}

/**
 * Demo media are the same on every start, and tests and browser runs seed often: they are made
 * once per machine (in the temp directory, named by version and content) and copied from there.
 */
const MEDIA_CACHE = join(tmpdir(), 'royalty-desk-demo-media-v2');

/** The path of a cached demo file, made by `make` (writing to the path it is given) the first time. */
export async function cachedDemoFile(name: string, make: (path: string) => Promise<void>): Promise<string> {
  const path = join(MEDIA_CACHE, name);
  if (existsSync(path)) return path;
  await mkdir(MEDIA_CACHE, { recursive: true });
  // Made aside and renamed, so a parallel seed never copies half a file.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await make(partial);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return path;
}
