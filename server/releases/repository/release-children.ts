import type { Queryable } from '../../db/index.js';
import type { DraftValues, ReleaseArtist, ReleaseContributor, TrackValues } from '../release-types.js';

/**
 * The child rows of a release (tracks and their people) as the record reads them: one select per
 * table over `source`, which is the table's rows of the release when it is loaded, or the rows an
 * insert returned when it is written, so both answer the same record.
 */

type PersonRow = { role: string; name: string; spotify_id: string | null; apple_id: string | null; linked_artist_id: string | null; image: string | null };

export interface ChildRows {
  tracks: { position: number; title: string; title_version: string | null; isrc: string | null; audio_key: string | null; duration: number | null; secondary_genre: string | null; price: number | null; advisory: TrackValues['advisory']; clip_start_time: number | null }[];
  artists: (PersonRow & { track_position: number | null })[];
  contributors: PersonRow[];
  credits: { track_position: number; role: TrackValues['credits'][number]['role']; name: string }[];
  writers: { track_position: number; role: TrackValues['writers'][number]['role']; name: string; ipi_number: string | null; writer_id: string | null }[];
}

export type ChildKind = keyof ChildRows;

export const CHILD_TABLES: Record<ChildKind, string> = {
  tracks: 'release_tracks',
  artists: 'release_artists',
  contributors: 'release_contributors',
  credits: 'release_track_credits',
  writers: 'release_track_writers',
};

const CHILD_SELECTS: Record<ChildKind, (source: string) => string> = {
  tracks: (source) =>
    `select t.position, t.title, t.title_version, t.isrc, t.audio_key, t.duration, t.secondary_genre, t.price::float8 as price, t.advisory, t.clip_start_time
     from ${source} t order by t.position`,
  artists: (source) =>
    `select ra.track_position, ra.role, ra.name, ra.spotify_id, ra.apple_id, ra.linked_artist_id, a.image
     from ${source} ra left join artists a on a.id = ra.linked_artist_id order by ra.position`,
  contributors: (source) =>
    `select rc.role, rc.name, rc.spotify_id, rc.apple_id, rc.linked_artist_id, a.image
     from ${source} rc left join artists a on a.id = rc.linked_artist_id order by rc.position`,
  credits: (source) => `select c.track_position, c.role, c.name from ${source} c order by c.track_position, c.position`,
  writers: (source) => `select w.track_position, w.role, w.name, w.ipi_number, w.writer_id from ${source} w order by w.track_position, w.position`,
};

/** The release's stored rows of one child table. */
export async function readChildren<Kind extends ChildKind>(db: Queryable, kind: Kind, releaseId: string): Promise<ChildRows[Kind]> {
  const { rows } = await db.query<ChildRows[Kind][number]>(CHILD_SELECTS[kind](`(select * from ${CHILD_TABLES[kind]} where release_id = $1)`), [releaseId]);
  return rows as ChildRows[Kind];
}

/** Runs `insert` (an insert into the kind's table) and answers the rows it stored, read as `readChildren` reads them. */
export async function insertReturning<Kind extends ChildKind>(tx: Queryable, kind: Kind, insert: string, params: unknown[]): Promise<ChildRows[Kind]> {
  const { rows } = await tx.query<ChildRows[Kind][number]>(`with written as (${insert} returning *) ${CHILD_SELECTS[kind]('written')}`, params);
  return rows as ChildRows[Kind];
}

function person<T extends ReleaseArtist | ReleaseContributor>(row: PersonRow): T {
  return {
    name: row.name,
    spotifyId: row.spotify_id,
    appleId: row.apple_id,
    role: row.role,
    artist: row.linked_artist_id ? { id: row.linked_artist_id, image: row.image } : null,
  } as T;
}

/** The values the child rows hold: the tracks with their people, and the release's own artists and contributors. */
export function childValues(children: ChildRows): Pick<DraftValues, 'tracks' | 'artists' | 'contributors'> {
  const tracks: TrackValues[] = children.tracks.map((track) => ({
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
  const artists: ReleaseArtist[] = [];
  for (const artist of children.artists) {
    if (artist.track_position === null) artists.push(person(artist));
    else tracks[artist.track_position]?.artists.push(person(artist));
  }
  for (const credit of children.credits) tracks[credit.track_position]?.credits.push({ role: credit.role, name: credit.name });
  for (const writer of children.writers) {
    tracks[writer.track_position]?.writers.push({ role: writer.role, name: writer.name, ipiNumber: writer.ipi_number, writerId: writer.writer_id });
  }
  return { tracks, artists, contributors: children.contributors.map((contributor) => person<ReleaseContributor>(contributor)) };
}
