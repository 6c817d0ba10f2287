import type { Queryable } from '../../db/index.js';
import { latestDelivery } from '../delivery/delivery-store.js';
import type { DraftValues, ReleaseRecord, ReleaseStatus } from '../release-types.js';
import { type ChildRows, childValues, readChildren } from './release-children.js';
import { readHistory } from './release-history.js';

/** Reads a release with everything the views need. */

export type ReleaseRow = {
  id: string;
  owner_id: string;
  artist_id: string | null;
  status: ReleaseStatus;
  title: string;
  title_version: string | null;
  label: string;
  format: DraftValues['format'];
  primary_genre: string;
  secondary_genre: string | null;
  advisory: DraftValues['advisory'];
  audio_language: string;
  recording_location: string | null;
  release_date: Date;
  original_release_date: Date;
  pre_order_date: Date | null;
  previously_released: boolean;
  previous_distributor: DraftValues['previousDistributor'];
  territories: string[];
  upc: string | null;
  isrc: string | null;
  cover_key: string | null;
  cover_thumbnail_key: string | null;
  audio_key: string | null;
  duration: number | null;
  specify_clip_start_time: DraftValues['specifyClipStartTime'];
  clip_start_time: number | null;
  clip_end_time: number | null;
  album_price: number | null;
  review_note: string | null;
  submitted_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The columns of a `ReleaseRow`: what a read selects and a write returns. */
export const RELEASE_COLUMNS = `id, owner_id, artist_id, status, title, title_version, label, format, primary_genre, secondary_genre, advisory,
  audio_language, recording_location, release_date, original_release_date, pre_order_date, previously_released, previous_distributor,
  territories, upc, isrc, cover_key, cover_thumbnail_key, audio_key, duration, specify_clip_start_time, clip_start_time, clip_end_time, album_price::float8 as album_price, review_note,
  submitted_at, delivered_at, created_at, updated_at`;

/** A release with its children, history and owned files; null when there is none. */
export async function loadRelease(db: Queryable, id: string): Promise<ReleaseRecord | null> {
  const { rows } = await db.query<ReleaseRow>(`select ${RELEASE_COLUMNS} from releases where id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  const [tracks, artists, contributors, credits, writers, history, files, owner, delivery] = await Promise.all([
    readChildren(db, 'tracks', id),
    readChildren(db, 'artists', id),
    readChildren(db, 'contributors', id),
    readChildren(db, 'credits', id),
    readChildren(db, 'writers', id),
    readHistory(db, id),
    db.query<{ storage_key: string }>('select storage_key from release_files where release_id = $1', [id]),
    db.query<{ name: string }>(
      `select coalesce(nullif(display_name, ''), nullif(trim(first_name || ' ' || last_name), ''), email) as name from users where id = $1`,
      [row.owner_id],
    ),
    latestDelivery(db, id),
  ]);
  return {
    ...storedRelease(row, { tracks, artists, contributors, credits, writers }),
    history,
    ownerName: owner.rows[0]?.name ?? 'A deleted account',
    ownedKeys: files.rows.map((file) => file.storage_key),
    delivery,
  };
}

/** What the release's own rows hold (the record without its history, owner's name, files and delivery). */
export type StoredRelease = Omit<ReleaseRecord, 'history' | 'ownerName' | 'ownedKeys' | 'delivery'>;

/** The release row and its child rows as a record: one mapping for what a read found and a write stored. */
export function storedRelease(row: ReleaseRow, children: ChildRows): StoredRelease {
  return {
    id: row.id,
    ownerId: row.owner_id,
    status: row.status,
    values: {
      artistId: row.artist_id,
      title: row.title,
      titleVersion: row.title_version,
      label: row.label,
      format: row.format,
      primaryGenre: row.primary_genre,
      secondaryGenre: row.secondary_genre,
      advisory: row.advisory,
      audioLanguage: row.audio_language,
      recordingLocation: row.recording_location,
      releaseDate: iso(row.release_date),
      originalReleaseDate: iso(row.original_release_date),
      preOrderDate: iso(row.pre_order_date),
      previouslyReleased: row.previously_released,
      previousDistributor: row.previous_distributor,
      territories: row.territories,
      upc: row.upc,
      isrc: row.isrc,
      coverKey: row.cover_key,
      coverThumbnailKey: row.cover_thumbnail_key,
      audioKey: row.audio_key,
      duration: row.duration,
      specifyClipStartTime: row.specify_clip_start_time,
      clipStartTime: row.clip_start_time,
      clipEndTime: row.clip_end_time,
      albumPrice: row.album_price,
      ...childValues(children),
    },
    reviewNote: row.review_note,
    submittedAt: row.submitted_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
