import type { Queryable } from '../../db/index.js';
import { latestDelivery } from '../delivery/delivery-store.js';
import type { DraftValues, ReleaseArtist, ReleaseContributor, ReleaseRecord, ReleaseStatus, StatusChange, TrackValues } from '../release-types.js';

/** Reads a release with everything the views need. */

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

