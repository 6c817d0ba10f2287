import { createHash } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gs1CheckDigit } from '../../src/shared/neutral/index.js';
import type { Queryable } from '../db/index.js';
import { insertRelease, recordStatusChange } from '../releases/repository/index.js';
import { type DraftValues, EMPTY_DRAFT, EMPTY_TRACK, type ReleaseStatus, type TrackValues } from '../releases/release-types.js';
import type { FileStorage } from '../storage/storage.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { cachedDemoFile, type CoverColours, demoMelodyWav, writeDemoCover, writeDemoThumbnail } from './release-media.js';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.email === 'admin@demo.test')!;
const OWNER = DEMO_ACCOUNTS.find((account) => account.email === 'artist@demo.test')!;
const ARTIST = OWNER.artists[0]!;
const AUDIO_SECONDS = 3;

interface DemoRelease {
  id: string;
  status: ReleaseStatus;
  title: string;
  format: 'SINGLE' | 'EP' | 'ALBUM';
  genre: string;
  tracks: string[];
  colours: CoverColours;
  /** Days ago the draft was made; each later move a few days after. */
  daysAgo: number;
  /** Status moves after creation: [to, reason?]. */
  moves: [ReleaseStatus, string?][];
  /** The incomplete draft: no audio, no primary artist. */
  incomplete?: boolean;
}

/** artist@demo.test's first roster artist gets a release in every status (INCOMPLETE included), all three formats. */
export const DEMO_RELEASES: readonly DemoRelease[] = [
  { id: '66b4de000000000000000c01', status: 'DRAFT', title: 'Glass Harbour', format: 'SINGLE', genre: 'Pop', tracks: ['Glass Harbour'], colours: { from: [24, 44, 92], to: [106, 196, 220], disc: [255, 214, 170] }, daysAgo: 3, moves: [] },
  { id: '66b4de000000000000000c02', status: 'DRAFT', title: 'Northern Lights', format: 'ALBUM', genre: 'Electronic', tracks: ['Aurora', 'Polar Night', 'Magnetic North'], colours: { from: [10, 30, 40], to: [40, 160, 120], disc: [190, 255, 210] }, daysAgo: 1, moves: [], incomplete: true },
  { id: '66b4de000000000000000c03', status: 'PENDING', title: 'Paper Satellites', format: 'EP', genre: 'Alternative', tracks: ['Launch', 'Orbit', 'Static', 'Re-entry'], colours: { from: [60, 20, 70], to: [230, 120, 90], disc: [255, 240, 200] }, daysAgo: 9, moves: [['PENDING']] },
  { id: '66b4de000000000000000c04', status: 'APPROVED', title: 'Slow Bloom', format: 'SINGLE', genre: 'R&B/Soul', tracks: ['Slow Bloom'], colours: { from: [120, 30, 60], to: [250, 170, 150], disc: [255, 250, 230] }, daysAgo: 20, moves: [['PENDING'], ['APPROVED']] },
  { id: '66b4de000000000000000c05', status: 'DELIVERED', title: 'Night Swimming', format: 'EP', genre: 'Indie', tracks: ['Undertow', 'Lanterns', 'Salt'], colours: { from: [5, 20, 60], to: [20, 90, 160], disc: [180, 220, 255] }, daysAgo: 35, moves: [['PENDING'], ['APPROVED'], ['DELIVERED']] },
  { id: '66b4de000000000000000c06', status: 'ONLINE', title: 'Tidal Memory', format: 'ALBUM', genre: 'Pop', tracks: ['High Water', 'Driftwood', 'Moon Pull', 'Shoreline', 'Estuary', 'Low Tide'], colours: { from: [0, 70, 90], to: [240, 200, 120], disc: [255, 255, 240] }, daysAgo: 90, moves: [['PENDING'], ['APPROVED'], ['DELIVERED'], ['ONLINE']] },
  { id: '66b4de000000000000000c07', status: 'REJECTED', title: 'Echo Chamber', format: 'SINGLE', genre: 'Dance', tracks: ['Echo Chamber'], colours: { from: [90, 0, 30], to: [255, 60, 80], disc: [255, 200, 60] }, daysAgo: 14, moves: [['PENDING'], ['REJECTED', 'The cover art shows a website address: covers may show only the artist and the title.']] },
  { id: '66b4de000000000000000c08', status: 'TAKEN_DOWN', title: 'Old Flame', format: 'SINGLE', genre: 'Country', tracks: ['Old Flame'], colours: { from: [70, 40, 10], to: [230, 140, 40], disc: [255, 230, 160] }, daysAgo: 200, moves: [['PENDING'], ['APPROVED'], ['DELIVERED'], ['ONLINE'], ['TAKEN_DOWN', 'Taken down at the artist’s request after a rights claim on the sample.']] },
];

/** A storage key fixed by its parts, in newStorageKey's form (so a fresh database gets the same links). */
function fixedKey(area: string, ...parts: string[]): string {
  return `${area}/${OWNER.id}-${createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24)}.${area === 'audio' ? 'wav' : 'jpg'}`;
}

/** UPC-A from the sandbox prefix with its GS1 mod-10 check digit. */
export function demoUpc(serial: number): string {
  const body = `08${String(serial).padStart(9, '0')}`.slice(0, 11);
  return `${body}${gs1CheckDigit(body)}`;
}

/** Every demo track its own melody: the demo catalogue holds no copies for a copyright scan to find. */
export const demoTrackSeed = (releaseIndex: number, position: number) => releaseIndex * 100 + position + 1;

async function put(storage: FileStorage, tmpDir: string, key: string, source: string): Promise<void> {
  const copy = join(tmpDir, key.replace('/', '-'));
  await copyFile(source, copy);
  await storage.putFile(key, copy);
}

const PUBLISHED: ReadonlySet<ReleaseStatus> = new Set(['APPROVED', 'DELIVERED', 'ONLINE', 'TAKEN_DOWN']);

function demoValues(release: DemoRelease, index: number, isrcs: string[], keys: { cover: string; thumbnail: string; audio: string[] }): DraftValues {
  const published = PUBLISHED.has(release.status);
  const day = new Date(Date.UTC(2026, 0, 1) + index * 17 * 86_400_000).toISOString().slice(0, 10);
  const artist = { name: ARTIST.name, spotifyId: ARTIST.spotifyId, appleId: ARTIST.appleId, role: 'PRIMARY_ARTIST' as const, artist: { id: ARTIST.id, image: null } };
  const tracks: TrackValues[] = release.tracks.map((title, position) => ({
    ...EMPTY_TRACK,
    title,
    isrc: published ? (isrcs.shift() ?? null) : null,
    audioKey: release.incomplete ? null : (keys.audio[position] ?? null),
    duration: release.incomplete ? null : AUDIO_SECONDS,
    credits: [
      { name: 'Ines Okafor', role: 'MIXING_ENGINEER' },
      { name: 'Theo Brandt', role: 'MASTERING_ENGINEER' },
    ],
    writers: [
      { name: ARTIST.name, role: 'COMPOSER', ipiNumber: null, writerId: null },
      { name: 'Dana Whitfield', role: 'LYRICIST', ipiNumber: null, writerId: null },
    ],
  }));
  const single = release.format === 'SINGLE';
  return {
    ...EMPTY_DRAFT,
    artistId: ARTIST.id,
    title: release.title,
    label: 'Harbor Light Records',
    format: release.format,
    primaryGenre: release.genre,
    audioLanguage: 'English',
    releaseDate: `${day}T12:00:00.000Z`,
    originalReleaseDate: `${day}T12:00:00.000Z`,
    upc: published ? demoUpc(index + 1) : null,
    isrc: single ? (tracks[0]?.isrc ?? null) : null,
    coverKey: keys.cover,
    coverThumbnailKey: keys.thumbnail,
    audioKey: single ? (tracks[0]?.audioKey ?? null) : null,
    duration: single ? (tracks[0]?.duration ?? null) : null,
    specifyClipStartTime: single ? 'StreamingServices' : null,
    albumPrice: single ? null : 9.99,
    tracks,
    artists: release.incomplete ? [] : [artist],
    contributors: [{ name: 'Marco Reyes', spotifyId: null, appleId: null, role: 'PRODUCER', artist: null }],
  };
}

/** Writes the demo releases with their files (through `storage`) and status histories. */
export async function seedDemoReleases(tx: Queryable, storage: FileStorage, tmpDir: string): Promise<void> {
  await mkdir(tmpDir, { recursive: true });
  // Published releases carry ISRCs of the artist's catalogue tracks, so "popular" has streams to sort by.
  const { rows } = await tx.query<{ isrc: string }>(
    'select isrc from tracks where artist_id = $1 and isrc is not null order by streams desc, id limit 40',
    [ARTIST.id],
  );
  const isrcs = rows.map((row) => row.isrc);
  const stored: string[] = [];
  try {
    for (const [index, release] of DEMO_RELEASES.entries()) {
      const cover = fixedKey('covers', release.id, 'cover');
      const thumbnail = fixedKey('thumbnails', release.id, 'thumbnail');
      const coverName = `cover-${createHash('sha256').update(JSON.stringify(release.colours)).digest('hex').slice(0, 16)}`;
      await put(storage, tmpDir, cover, await cachedDemoFile(`${coverName}.jpg`, (path) => writeDemoCover(release.colours, path)));
      await put(storage, tmpDir, thumbnail, await cachedDemoFile(`${coverName}-300.jpg`, (path) => writeDemoThumbnail(release.colours, path)));
      stored.push(cover, thumbnail);
      const audio: string[] = [];
      if (!release.incomplete) {
        for (const position of release.tracks.keys()) {
          const key = fixedKey('audio', release.id, String(position));
          const seed = demoTrackSeed(index, position);
          await put(storage, tmpDir, key, await cachedDemoFile(`melody-${seed}-${AUDIO_SECONDS}s.wav`, (path) => writeFile(path, demoMelodyWav(seed, AUDIO_SECONDS))));
          audio.push(key);
          stored.push(key);
        }
      }
      const start = Date.now() - release.daysAgo * 86_400_000;
      const id = await insertRelease(tx, {
        id: release.id,
        ownerId: OWNER.id,
        status: release.status,
        values: demoValues(release, index, isrcs, { cover, thumbnail, audio }),
        createdAt: new Date(start),
      });
      await recordStatusChange(tx, { releaseId: id, by: OWNER.id, from: null, to: 'DRAFT', at: new Date(start) });
      let from: ReleaseStatus = 'DRAFT';
      for (const [step, [to, reason]] of release.moves.entries()) {
        const at = new Date(start + (step + 1) * 2 * 86_400_000);
        await recordStatusChange(tx, { releaseId: id, by: to === 'PENDING' ? OWNER.id : ADMIN.id, from, to, reason: reason ?? null, at });
        from = to;
      }
      const moved = (to: ReleaseStatus) => {
        const step = release.moves.findIndex(([status]) => status === to);
        return step < 0 ? null : new Date(start + (step + 1) * 2 * 86_400_000);
      };
      await tx.query('update releases set submitted_at = $2, delivered_at = $3, updated_at = $4, review_note = $5 where id = $1', [
        id,
        moved('PENDING'),
        moved('DELIVERED'),
        new Date(start + release.moves.length * 2 * 86_400_000),
        release.moves.at(-1)?.[1] ?? null,
      ]);
    }
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key)));
    throw error;
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
}
