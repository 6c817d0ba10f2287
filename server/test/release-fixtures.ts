import type { FastifyInstance } from 'fastify';
import { addToRoster } from '../accounts/roster.js';
import { callApi, createUser } from './helpers.js';
import sharp from 'sharp';
import { demoToneWav } from '../demo/release-media.js';

const covers = new Map<string, Promise<Buffer>>();
const tones = new Map<number, Buffer>();

/**
 * A square RGB JPEG cover of `size` px (3000 passes the cover rules, 2999 does not). Encoding
 * 9 million pixels costs more than many a test: each size and colour is encoded once per file,
 * and every caller gets its own copy to change as it likes.
 */
export async function coverJpeg(size = 3000, colour = { r: 40, g: 90, b: 160 }): Promise<Buffer> {
  const key = `${size} ${colour.r} ${colour.g} ${colour.b}`;
  let cover = covers.get(key);
  if (!cover) {
    cover = sharp({ create: { width: size, height: size, channels: 3, background: colour } }).jpeg({ quality: 60 }).withMetadata({ density: 72 }).toBuffer();
    covers.set(key, cover);
  }
  return Buffer.from(await cover);
}

/** A short 24-bit/48 kHz stereo WAV, made once per length; each caller gets its own copy. */
export function toneWav(seconds = 0.5): Buffer {
  let tone = tones.get(seconds);
  if (!tone) {
    tone = demoToneWav(440, seconds);
    tones.set(seconds, tone);
  }
  return Buffer.from(tone);
}

export type FormPart = string | { bytes: Buffer; fileName: string; type: string } | { json: unknown };

/** A multipart/form-data body of text, JSON and file parts, as the app sends a release form. */
export function releaseForm(parts: Record<string, FormPart | undefined>) {
  const boundary = '----royalty-desk-release-form';
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    if (part === undefined) continue;
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else if ('json' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(part.json)}\r\n`),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`));
      chunks.push(part.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text fields of a complete single (everything the draft rules need). */
export function singleFields(artistId: string): Record<string, string> {
  return {
    artistId,
    title: 'Test Single',
    format: 'SINGLE',
    label: 'Test Records',
    primaryGenre: 'Pop',
    secondaryGenre: 'N/A',
    audioLanguage: 'English',
    releaseDate: '2026-03-01T00:00:00.000Z',
    originalReleaseDate: '2026-03-01T09:30:00+02:00',
    advisory: 'NONE',
    albumPrice: '',
  };
}

/** A regular user with one artist on the roster. */
export async function userWithArtist(app: FastifyInstance, name = 'Roster Artist', { acceptedAgreements = true } = {}) {
  const owner = await createUser(app, { acceptedAgreements });
  const { rows } = await app.db.query<{ id: string }>('insert into artists (name) values ($1) returning id', [name]);
  const artistId = rows[0]!.id;
  await addToRoster(app.db, owner.user._id, artistId, { spotify: true });
  return { ...owner, artistId };
}

/** The songwriter every track needs (release rule TRACK_WRITER_REQUIRED). */
export const TEST_WRITER = { name: 'Test Writer', role: 'COMPOSER' } as const;

/** Creates a complete single draft for `owner` through the API; answers the release. */
export async function createSingle(app: FastifyInstance, owner: { token: string; artistId: string }, extra: Record<string, FormPart | undefined> = {}) {
  // A single's track is named as the release unless `extra` gives the tracks.
  const title = typeof extra.title === 'string' ? extra.title : 'Test Single';
  const form = releaseForm({
    ...singleFields(owner.artistId),
    coverArt: { bytes: await coverJpeg(), fileName: 'cover.jpg', type: 'image/jpeg' },
    audio: { bytes: toneWav(), fileName: 'song.wav', type: 'audio/wav' },
    artists: { json: [{ name: 'Roster Artist', role: 'PRIMARY_ARTIST', spotifyId: null, appleId: null }] },
    tracks: { json: [{ title, writers: [TEST_WRITER] }] },
    ...extra,
  });
  return callApi(app, 'POST', '/releases/drafts', { token: owner.token, payload: form.payload, headers: form.headers });
}
