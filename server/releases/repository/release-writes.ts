import type { Queryable } from '../../db/index.js';
import { submitRuleErrors } from '../release-rules.js';
import type { DraftValues, ReleaseArtist, ReleaseContributor, ReleaseRecord, ReleaseStatus } from '../release-types.js';
import { syncReleaseCodes } from '../identifiers/codes.js';
import { type ChildKind, type ChildRows, insertReturning } from './release-children.js';
import { RELEASE_COLUMNS, type ReleaseRow, storedRelease } from './release-rows.js';

/**
 * Reads and writes releases. A write replaces the release row's values and all its child rows
 * (tracks, artists, contributors, credits, writers) together: callers run it inside one
 * transaction, so a release is never half written.
 */

/** The values of the release row, in the column order of `insertRelease`/`updateReleaseValues`. */
function rowParams(values: DraftValues): unknown[] {
  return [
    values.artistId,
    values.title,
    values.titleVersion,
    values.label,
    values.format,
    values.primaryGenre,
    values.secondaryGenre,
    values.advisory,
    values.audioLanguage,
    values.recordingLocation,
    values.releaseDate,
    values.originalReleaseDate,
    values.preOrderDate,
    values.previouslyReleased,
    values.previousDistributor,
    values.territories,
    values.upc,
    values.isrc,
    values.coverKey,
    values.coverThumbnailKey,
    values.audioKey,
    values.duration,
    values.specifyClipStartTime,
    values.clipStartTime,
    values.clipEndTime,
    values.albumPrice,
    submitRuleErrors(values).map((error) => error.field),
  ];
}

const VALUE_COLUMNS = `artist_id, title, title_version, label, format, primary_genre, secondary_genre, advisory, audio_language,
  recording_location, release_date, original_release_date, pre_order_date, previously_released, previous_distributor, territories, upc, isrc, cover_key, cover_thumbnail_key, audio_key,
  duration, specify_clip_start_time, clip_start_time, clip_end_time, album_price, missing_fields`;

export interface NewRelease {
  id?: string;
  ownerId: string;
  status?: ReleaseStatus;
  values: DraftValues;
  createdAt?: Date;
}

export async function insertRelease(tx: Queryable, release: NewRelease): Promise<string> {
  const params = rowParams(release.values);
  const placeholders = params.map((_, index) => `$${index + 4}`).join(', ');
  const { rows } = await tx.query<{ id: string }>(
    `insert into releases (id, owner_id, status, created_at, updated_at, ${VALUE_COLUMNS})
     values (coalesce($1, new_object_id()), $2, $3, coalesce($${params.length + 4}::timestamptz, now()), coalesce($${params.length + 4}::timestamptz, now()), ${placeholders})
     returning id`,
    [release.id ?? null, release.ownerId, release.status ?? 'DRAFT', ...params, release.createdAt ?? null],
  );
  const id = rows[0]!.id;
  await insertChildren(tx, id, release.values);
  await ownFiles(tx, id, release.values);
  await syncReleaseCodes(tx, id, release.values);
  return id;
}

/**
 * Replaces the release's values and child rows (call inside a transaction) and answers the release
 * as stored, read back from what the writes returned: its history, owner and delivery are the
 * `record`'s, as a change of values leaves them as they were.
 */
export async function updateReleaseValues(tx: Queryable, record: ReleaseRecord, values: DraftValues): Promise<ReleaseRecord> {
  const { id } = record;
  const params = rowParams(values);
  const assignments = VALUE_COLUMNS.split(',')
    .map((column, index) => `${column.trim()} = $${index + 2}`)
    .join(', ');
  const { rows } = await tx.query<ReleaseRow>(`update releases set ${assignments}, updated_at = now() where id = $1 returning ${RELEASE_COLUMNS}`, [id, ...params]);
  await tx.query('delete from release_tracks where release_id = $1', [id]);
  await tx.query('delete from release_artists where release_id = $1', [id]);
  await tx.query('delete from release_contributors where release_id = $1', [id]);
  const children = await insertChildren(tx, id, values);
  await syncReleaseCodes(tx, id, values);
  // A replaced cover is the release's no more (its files leave storage after the commit); audio
  // stays owned, so a track may be given back an earlier upload.
  const { rows: dropped } = await tx.query<{ storage_key: string }>(
    `delete from release_files where release_id = $1 and kind in ('COVER', 'COVER_THUMBNAIL') and storage_key <> all($2::text[]) returning storage_key`,
    [id, [values.coverKey, values.coverThumbnailKey].filter((key) => key !== null)],
  );
  const gone = new Set(dropped.map((file) => file.storage_key));
  const owned = await ownFiles(tx, id, values);
  return {
    ...record,
    ...storedRelease(rows[0]!, children),
    ownedKeys: [...record.ownedKeys.filter((key) => !gone.has(key)), ...owned],
  };
}

/** Records the storage keys the values point at as the release's own; answers the ones it did not own yet. */
async function ownFiles(tx: Queryable, id: string, values: DraftValues): Promise<string[]> {
  const files = [
    values.coverKey && { key: values.coverKey, kind: 'COVER' },
    values.coverThumbnailKey && { key: values.coverThumbnailKey, kind: 'COVER_THUMBNAIL' },
    values.audioKey && { key: values.audioKey, kind: 'AUDIO' },
    ...values.tracks.map((track) => track.audioKey && { key: track.audioKey, kind: 'AUDIO' }),
  ].filter(Boolean);
  if (files.length === 0) return [];
  const { rows } = await tx.query<{ storage_key: string }>(
    `insert into release_files (release_id, storage_key, kind)
     select $1, f.key, f.kind from jsonb_to_recordset($2::jsonb) as f(key text, kind text)
     on conflict do nothing returning storage_key`,
    [id, JSON.stringify(files)],
  );
  return rows.map((row) => row.storage_key);
}

/** Inserts the child rows of the values (the release's have been deleted first) and answers them as stored. */
async function insertChildren(tx: Queryable, id: string, values: DraftValues): Promise<ChildRows> {
  const written = <Kind extends ChildKind>(kind: Kind, insert: string, rows: unknown[]): Promise<ChildRows[Kind]> =>
    rows.length === 0 ? Promise.resolve([] as unknown as ChildRows[Kind]) : insertReturning(tx, kind, insert, [id, JSON.stringify(rows)]);
  const tracks = await written(
    'tracks',
    `insert into release_tracks (release_id, position, title, title_version, isrc, audio_key, duration, secondary_genre, price, advisory, clip_start_time)
     select $1, t.position, t.title, t.title_version, t.isrc, t.audio_key, t.duration, t.secondary_genre, t.price, t.advisory, t.clip_start_time
     from jsonb_to_recordset($2::jsonb) as t(position int, title text, title_version text, isrc text, audio_key text, duration float8,
          secondary_genre text, price numeric, advisory text, clip_start_time float8)`,
    values.tracks.map((track, position) => ({
      position,
      title: track.title ?? '',
      title_version: track.titleVersion,
      isrc: track.isrc,
      audio_key: track.audioKey,
      duration: track.duration,
      secondary_genre: track.secondaryGenre,
      price: track.trackPrice,
      advisory: track.advisory,
      clip_start_time: track.clipStartTime,
    })),
  );
  const artists = [
    ...values.artists.map((artist) => ({ track: null as number | null, artist })),
    ...values.tracks.flatMap((track, trackPosition) => track.artists.map((artist) => ({ track: trackPosition, artist }))),
  ];
  return {
    tracks,
    artists: await written(
      'artists',
      `insert into release_artists (release_id, track_position, position, role, name, spotify_id, apple_id, linked_artist_id)
       select $1, a.track_position, a.position, a.role, a.name, a.spotify_id, a.apple_id,
              (select id from artists where id = a.linked_artist_id)
       from jsonb_to_recordset($2::jsonb) as a(track_position int, position int, role text, name text, spotify_id text, apple_id text, linked_artist_id text)`,
      artists.map(({ track, artist }, position) => ({ track_position: track, position, ...personColumns(artist) })),
    ),
    contributors: await written(
      'contributors',
      `insert into release_contributors (release_id, position, role, name, spotify_id, apple_id, linked_artist_id)
       select $1, c.position, c.role, c.name, c.spotify_id, c.apple_id, (select id from artists where id = c.linked_artist_id)
       from jsonb_to_recordset($2::jsonb) as c(position int, role text, name text, spotify_id text, apple_id text, linked_artist_id text)`,
      values.contributors.map((contributor, position) => ({ position, ...personColumns(contributor) })),
    ),
    credits: await written(
      'credits',
      `insert into release_track_credits (release_id, track_position, position, role, name)
       select $1, c.track_position, c.position, c.role, c.name from jsonb_to_recordset($2::jsonb) as c(track_position int, position int, role text, name text)`,
      values.tracks.flatMap((track, trackPosition) =>
        track.credits.map((credit, position) => ({ track_position: trackPosition, position, role: credit.role, name: credit.name })),
      ),
    ),
    writers: await written(
      'writers',
      `insert into release_track_writers (release_id, track_position, position, role, name, ipi_number, writer_id)
       select $1, w.track_position, w.position, w.role, w.name, w.ipi_number, (select id from writers where id = w.writer_id)
       from jsonb_to_recordset($2::jsonb) as w(track_position int, position int, role text, name text, ipi_number text, writer_id text)`,
      values.tracks.flatMap((track, trackPosition) =>
        track.writers.map((writer, position) => ({
          track_position: trackPosition,
          position,
          role: writer.role,
          name: writer.name,
          ipi_number: writer.ipiNumber ?? null,
          writer_id: writer.writerId ?? null,
        })),
      ),
    ),
  };
}

function personColumns(person: ReleaseArtist | ReleaseContributor) {
  return {
    role: person.role,
    name: person.name,
    spotify_id: person.spotifyId ?? null,
    apple_id: person.appleId ?? null,
    linked_artist_id: person.artist?.id ?? null,
  };
}

