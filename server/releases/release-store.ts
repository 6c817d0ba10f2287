import type { Queryable } from '../db/index.js';
import { latestDelivery } from './delivery/delivery-store.js';
import { retireDetached, syncReleaseCodes } from './identifiers/codes.js';
import { submitRuleErrors } from './release-rules.js';
import type { DraftValues, ReleaseArtist, ReleaseContributor, ReleaseRecord, ReleaseStatus, StatusChange, TrackValues } from './release-types.js';

/**
 * Reads and writes releases. A write replaces the release row's values and all its child rows
 * (tracks, artists, contributors, credits, writers) together: callers run it inside one
 * transaction, so a release is never half written.
 */

type ReleaseRow = {
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

const RELEASE_COLUMNS = `id, owner_id, artist_id, status, title, title_version, label, format, primary_genre, secondary_genre, advisory,
  audio_language, recording_location, release_date, original_release_date, pre_order_date, previously_released, previous_distributor,
  territories, upc, isrc, cover_key, cover_thumbnail_key, audio_key, duration, specify_clip_start_time, clip_start_time, clip_end_time, album_price::float8 as album_price, review_note,
  submitted_at, delivered_at, created_at, updated_at`;

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

/** Replaces the release's values and child rows (call inside a transaction). */
export async function updateReleaseValues(tx: Queryable, id: string, values: DraftValues): Promise<void> {
  const params = rowParams(values);
  const assignments = VALUE_COLUMNS.split(',')
    .map((column, index) => `${column.trim()} = $${index + 2}`)
    .join(', ');
  await tx.query(`update releases set ${assignments}, updated_at = now() where id = $1`, [id, ...params]);
  await tx.query('delete from release_tracks where release_id = $1', [id]);
  await tx.query('delete from release_artists where release_id = $1', [id]);
  await tx.query('delete from release_contributors where release_id = $1', [id]);
  await insertChildren(tx, id, values);
  await syncReleaseCodes(tx, id, values);
  // A replaced cover is the release's no more (its files leave storage after the commit); audio
  // stays owned, so a track may be given back an earlier upload.
  await tx.query(
    `delete from release_files where release_id = $1 and kind in ('COVER', 'COVER_THUMBNAIL') and storage_key <> all($2::text[])`,
    [id, [values.coverKey, values.coverThumbnailKey].filter((key) => key !== null)],
  );
  await ownFiles(tx, id, values);
}

/** Records the storage keys the values point at as the release's own. */
async function ownFiles(tx: Queryable, id: string, values: DraftValues): Promise<void> {
  const files = [
    values.coverKey && { key: values.coverKey, kind: 'COVER' },
    values.coverThumbnailKey && { key: values.coverThumbnailKey, kind: 'COVER_THUMBNAIL' },
    values.audioKey && { key: values.audioKey, kind: 'AUDIO' },
    ...values.tracks.map((track) => track.audioKey && { key: track.audioKey, kind: 'AUDIO' }),
  ].filter(Boolean);
  if (files.length === 0) return;
  await tx.query(
    `insert into release_files (release_id, storage_key, kind)
     select $1, f.key, f.kind from jsonb_to_recordset($2::jsonb) as f(key text, kind text)
     on conflict do nothing`,
    [id, JSON.stringify(files)],
  );
}

async function insertChildren(tx: Queryable, id: string, values: DraftValues): Promise<void> {
  if (values.tracks.length > 0) {
    await tx.query(
      `insert into release_tracks (release_id, position, title, title_version, isrc, audio_key, duration, secondary_genre, price, advisory, clip_start_time)
       select $1, t.position, t.title, t.title_version, t.isrc, t.audio_key, t.duration, t.secondary_genre, t.price, t.advisory, t.clip_start_time
       from jsonb_to_recordset($2::jsonb) as t(position int, title text, title_version text, isrc text, audio_key text, duration float8,
            secondary_genre text, price numeric, advisory text, clip_start_time float8)`,
      [
        id,
        JSON.stringify(
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
        ),
      ],
    );
  }
  const artists = [
    ...values.artists.map((artist) => ({ track: null as number | null, artist })),
    ...values.tracks.flatMap((track, trackPosition) => track.artists.map((artist) => ({ track: trackPosition, artist }))),
  ];
  if (artists.length > 0) {
    await tx.query(
      `insert into release_artists (release_id, track_position, position, role, name, spotify_id, apple_id, linked_artist_id)
       select $1, a.track_position, a.position, a.role, a.name, a.spotify_id, a.apple_id,
              (select id from artists where id = a.linked_artist_id)
       from jsonb_to_recordset($2::jsonb) as a(track_position int, position int, role text, name text, spotify_id text, apple_id text, linked_artist_id text)`,
      [id, JSON.stringify(artists.map(({ track, artist }, position) => ({ track_position: track, position, ...personColumns(artist) })))],
    );
  }
  if (values.contributors.length > 0) {
    await tx.query(
      `insert into release_contributors (release_id, position, role, name, spotify_id, apple_id, linked_artist_id)
       select $1, c.position, c.role, c.name, c.spotify_id, c.apple_id, (select id from artists where id = c.linked_artist_id)
       from jsonb_to_recordset($2::jsonb) as c(position int, role text, name text, spotify_id text, apple_id text, linked_artist_id text)`,
      [id, JSON.stringify(values.contributors.map((contributor, position) => ({ position, ...personColumns(contributor) })))],
    );
  }
  const credits = values.tracks.flatMap((track, trackPosition) =>
    track.credits.map((credit, position) => ({ track_position: trackPosition, position, role: credit.role, name: credit.name })),
  );
  if (credits.length > 0) {
    await tx.query(
      `insert into release_track_credits (release_id, track_position, position, role, name)
       select $1, c.track_position, c.position, c.role, c.name from jsonb_to_recordset($2::jsonb) as c(track_position int, position int, role text, name text)`,
      [id, JSON.stringify(credits)],
    );
  }
  const writers = values.tracks.flatMap((track, trackPosition) =>
    track.writers.map((writer, position) => ({
      track_position: trackPosition,
      position,
      role: writer.role,
      name: writer.name,
      ipi_number: writer.ipiNumber ?? null,
      writer_id: writer.writerId ?? null,
    })),
  );
  if (writers.length > 0) {
    await tx.query(
      `insert into release_track_writers (release_id, track_position, position, role, name, ipi_number, writer_id)
       select $1, w.track_position, w.position, w.role, w.name, w.ipi_number, (select id from writers where id = w.writer_id)
       from jsonb_to_recordset($2::jsonb) as w(track_position int, position int, role text, name text, ipi_number text, writer_id text)`,
      [id, JSON.stringify(writers)],
    );
  }
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

export async function recordStatusChange(
  tx: Queryable,
  change: { releaseId: string; by: string | null; from: ReleaseStatus | null; to: ReleaseStatus; reason?: string | null; at?: Date; byPartner?: boolean },
): Promise<void> {
  await tx.query(
    `insert into release_status_changes (release_id, by_user_id, from_status, to_status, reason, at, by_partner)
     values ($1, $2, $3, $4, $5, coalesce($6, now()), $7)`,
    [change.releaseId, change.by, change.from, change.to, change.reason ?? null, change.at ?? null, change.byPartner ?? false],
  );
}

/** Moves the release to `to` and records the move (call inside a transaction, after the state machine allowed it). */
export async function setReleaseStatus(
  tx: Queryable,
  change: { releaseId: string; by: string | null; from: ReleaseStatus; to: ReleaseStatus; reason?: string | null; byPartner?: boolean },
): Promise<void> {
  await tx.query(
    `update releases set status = $2, updated_at = now(),
       submitted_at = case when $2 = 'PENDING' then now() else submitted_at end,
       delivered_at = case when $2 = 'DELIVERED' then now() else delivered_at end
     where id = $1`,
    [change.releaseId, change.to],
  );
  await recordStatusChange(tx, change);
}

type PersonRow = { role: string; name: string; spotify_id: string | null; apple_id: string | null; linked_artist_id: string | null; image: string | null };

function person<T extends ReleaseArtist | ReleaseContributor>(row: PersonRow): T {
  return {
    name: row.name,
    spotifyId: row.spotify_id,
    appleId: row.apple_id,
    role: row.role,
    artist: row.linked_artist_id ? { id: row.linked_artist_id, image: row.image } : null,
  } as T;
}

/** A release with its children, history and owned files; null when there is none. */
export async function loadRelease(db: Queryable, id: string): Promise<ReleaseRecord | null> {
  const { rows } = await db.query<ReleaseRow>(`select ${RELEASE_COLUMNS} from releases where id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  const [tracks, artists, contributors, credits, writers, history, files, owner, delivery] = await Promise.all([
    db.query<{ position: number; title: string; title_version: string | null; isrc: string | null; audio_key: string | null; duration: number | null; secondary_genre: string | null; price: number | null; advisory: TrackValues['advisory']; clip_start_time: number | null }>(
      `select position, title, title_version, isrc, audio_key, duration, secondary_genre, price::float8 as price, advisory, clip_start_time
       from release_tracks where release_id = $1 order by position`,
      [id],
    ),
    db.query<PersonRow & { track_position: number | null }>(
      `select ra.track_position, ra.role, ra.name, ra.spotify_id, ra.apple_id, ra.linked_artist_id, a.image
       from release_artists ra left join artists a on a.id = ra.linked_artist_id where ra.release_id = $1 order by ra.position`,
      [id],
    ),
    db.query<PersonRow>(
      `select rc.role, rc.name, rc.spotify_id, rc.apple_id, rc.linked_artist_id, a.image
       from release_contributors rc left join artists a on a.id = rc.linked_artist_id where rc.release_id = $1 order by rc.position`,
      [id],
    ),
    db.query<{ track_position: number; role: TrackValues['credits'][number]['role']; name: string }>(
      'select track_position, role, name from release_track_credits where release_id = $1 order by track_position, position',
      [id],
    ),
    db.query<{ track_position: number; role: TrackValues['writers'][number]['role']; name: string; ipi_number: string | null; writer_id: string | null }>(
      'select track_position, role, name, ipi_number, writer_id from release_track_writers where release_id = $1 order by track_position, position',
      [id],
    ),
    db.query<{ at: Date; by_user_id: string | null; by_name: string | null; by_partner: boolean; from_status: ReleaseStatus | null; to_status: ReleaseStatus; reason: string | null }>(
      `select c.at, c.by_user_id, c.by_partner, coalesce(nullif(u.display_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as by_name,
              c.from_status, c.to_status, c.reason
       from release_status_changes c left join users u on u.id = c.by_user_id where c.release_id = $1 order by c.at, c.id`,
      [id],
    ),
    db.query<{ storage_key: string }>('select storage_key from release_files where release_id = $1', [id]),
    db.query<{ name: string }>(
      `select coalesce(nullif(display_name, ''), nullif(trim(first_name || ' ' || last_name), ''), email) as name from users where id = $1`,
      [row.owner_id],
    ),
    latestDelivery(db, id),
  ]);
  const trackValues: TrackValues[] = tracks.rows.map((track) => ({
    title: track.title,
    titleVersion: track.title_version,
    isrc: track.isrc,
    secondaryGenre: track.secondary_genre,
    trackPrice: track.price,
    advisory: track.advisory,
    audioKey: track.audio_key,
    duration: track.duration,
    clipStartTime: track.clip_start_time,
    artists: [],
    credits: [],
    writers: [],
  }));
  const releaseArtists: ReleaseArtist[] = [];
  for (const artist of artists.rows) {
    if (artist.track_position === null) releaseArtists.push(person(artist));
    else trackValues[artist.track_position]?.artists.push(person(artist));
  }
  for (const credit of credits.rows) trackValues[credit.track_position]?.credits.push({ role: credit.role, name: credit.name });
  for (const writer of writers.rows) {
    trackValues[writer.track_position]?.writers.push({ role: writer.role, name: writer.name, ipiNumber: writer.ipi_number, writerId: writer.writer_id });
  }
  const historyChanges: StatusChange[] = history.rows.map((change) => ({
    at: change.at,
    by: change.by_user_id,
    byName: change.by_partner ? 'Delivery partner' : (change.by_name ?? 'A deleted account'),
    from: change.from_status,
    to: change.to_status,
    reason: change.reason,
  }));
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
      tracks: trackValues,
      artists: releaseArtists,
      contributors: contributors.rows.map((contributor) => person<ReleaseContributor>(contributor)),
    },
    reviewNote: row.review_note,
    submittedAt: row.submitted_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    history: historyChanges,
    ownerName: owner.rows[0]?.name ?? 'A deleted account',
    ownedKeys: files.rows.map((file) => file.storage_key),
    delivery,
  };
}

/** Deletes the release (children and history cascade); answers the storage keys it owned. */
export async function deleteReleaseRow(tx: Queryable, id: string): Promise<string[]> {
  const { rows } = await tx.query<{ storage_key: string }>('select storage_key from release_files where release_id = $1', [id]);
  await retireDetached(tx, id);
  await tx.query('delete from releases where id = $1', [id]);
  return rows.map((row) => row.storage_key);
}

/** Keys in `keys` that no release owns any more (safe to remove from storage). */
export async function unownedKeys(db: Queryable, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ storage_key: string }>('select storage_key from release_files where storage_key = any($1::text[])', [keys]);
  const owned = new Set(rows.map((row) => row.storage_key));
  return keys.filter((key) => !owned.has(key));
}
