import { open, stat } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { checkFlacFile, UnreadableAudio } from './copyright/decode-audio.js';

type AudioMetadata = components['schemas']['AudioMetadata'];
export type AudioRefusalCode = components['schemas']['AudioRefusal']['code'];

/** DESIGN §4: WAV or FLAC, 16-bit at 44.1 kHz or 24-bit at 44.1, 48, 88.2, 96 or 192 kHz. */
export const AUDIO_QUALITIES: Readonly<Record<16 | 24, readonly number[]>> = {
  16: [44_100],
  24: [44_100, 48_000, 88_200, 96_000, 192_000],
};
/** A 24-bit/192 kHz stereo hour is about 4.1 GB; an upload stops at 2 GB (413). */
export const MAX_AUDIO_BYTES = 2 * 1024 ** 3;

export const AUDIO_MESSAGES = {
  NOT_AUDIO: 'The file is not a WAV or FLAC audio file.',
  UNSUPPORTED_CONTAINER: (container: string) => `Audio must be a WAV or FLAC file, not ${container}.`,
  UNSUPPORTED_QUALITY: (bits: number | undefined, rate: number | undefined) =>
    `Audio must be 16-bit at 44.1 kHz, or 24-bit at 44.1, 48, 88.2, 96 or 192 kHz; this file is ${bits ?? '?'}-bit at ${rate ? rate / 1000 : '?'} kHz.`,
  TRUNCATED: 'The audio file is cut short: export it again and upload the whole file.',
  CORRUPT_AUDIO: 'The audio file is damaged: export it again and upload it again.',
  NO_AUDIO: 'The audio file holds no sound.',
  tooLarge: 'Audio must be at most 2 GB.',
  missing: 'Choose a WAV or FLAC file to upload.',
  unreadable: 'The upload could not be read: send the audio as multipart/form-data.',
} as const;

/**
 * Whether a WAV's `data` chunk announces more bytes than the file holds: a file cut short in
 * transfer or export (readers then play, and measure, only what is there). The chunks are walked
 * by their headers, so a `data` chunk after large metadata chunks is found too.
 */
async function wavDataMissing(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    for (let offset = 12; offset + 8 <= size; ) {
      await handle.read(head, 0, 8, offset);
      const length = head.readUInt32LE(4);
      if (head.toString('latin1', 0, 4) === 'data') return offset + 8 + length > size;
      offset += 8 + length + (length % 2);
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** Every FLAC frame decoded, its checksums and the recorded MD5 checked: a refusal's code, or null for a whole file. */
async function flacDamage(path: string): Promise<'TRUNCATED' | 'CORRUPT_AUDIO' | null> {
  const verdict = await checkFlacFile(path).catch((error: unknown) => {
    if (error instanceof UnreadableAudio) return 'damaged' as const;
    throw error;
  });
  return verdict === 'whole' ? null : verdict === 'truncated' ? 'TRUNCATED' : 'CORRUPT_AUDIO';
}

const refuse = (code: AudioRefusalCode, message: string) => new HttpError(422, message, {}, { code });

const CONTAINERS: Readonly<Record<string, AudioMetadata['container']>> = { WAVE: 'WAV', FLAC: 'FLAC' };

/**
 * Reads a stored upload with music-metadata and checks it is audio the stores take: answers the
 * metadata, or refuses with 422 and a code. Judged by content: the upload has no name here. A
 * FLAC is decoded whole (frame checksums catch damage a header does not show); a WAV's PCM has
 * no checksums, so its data chunk is only measured against the file.
 */
export async function readAudioMetadata(path: string): Promise<{ metadata: AudioMetadata; extension: 'wav' | 'flac' }> {
  const { size } = await stat(path);
  if (size === 0) throw refuse('NOT_AUDIO', AUDIO_MESSAGES.NOT_AUDIO);
  const parsed = await parseFile(path, { duration: false, skipCovers: true }).catch(() => null);
  const format = parsed?.format;
  if (!format?.container) throw refuse('NOT_AUDIO', AUDIO_MESSAGES.NOT_AUDIO);
  const container = CONTAINERS[format.container];
  if (!container) throw refuse('UNSUPPORTED_CONTAINER', AUDIO_MESSAGES.UNSUPPORTED_CONTAINER(format.container));
  const { bitsPerSample, sampleRate, numberOfChannels, numberOfSamples } = format;
  const rates = bitsPerSample === 16 || bitsPerSample === 24 ? AUDIO_QUALITIES[bitsPerSample] : undefined;
  if (!rates || sampleRate === undefined || !rates.includes(sampleRate)) {
    throw refuse('UNSUPPORTED_QUALITY', AUDIO_MESSAGES.UNSUPPORTED_QUALITY(bitsPerSample, sampleRate));
  }
  const duration = format.duration ?? (numberOfSamples !== undefined ? numberOfSamples / sampleRate : 0);
  if (!(duration > 0)) throw refuse('NO_AUDIO', AUDIO_MESSAGES.NO_AUDIO);
  if (container === 'WAV' && (await wavDataMissing(path, size))) throw refuse('TRUNCATED', AUDIO_MESSAGES.TRUNCATED);
  const damage = container === 'FLAC' ? await flacDamage(path) : null;
  if (damage) throw refuse(damage, AUDIO_MESSAGES[damage]);
  return {
    extension: container === 'WAV' ? 'wav' : 'flac',
    metadata: {
      container,
      sampleRate: sampleRate as AudioMetadata['sampleRate'],
      bitsPerSample: bitsPerSample as AudioMetadata['bitsPerSample'],
      duration: Math.round(duration * 1000) / 1000,
      ...(numberOfChannels ? { numberOfChannels } : {}),
      ...(format.codec ? { codec: format.codec } : {}),
      ...(format.lossless !== undefined ? { lossless: format.lossless } : {}),
    },
  };
}
