import type { FastifyInstance } from 'fastify';
import { fingerprintsOf } from './audio-fingerprints.js';
import type { Fingerprint } from './fingerprint.js';
import { FingerprintIndex, MAX_INDEX_FRAMES } from './fingerprint-index.js';
import { sandboxScannerHealth } from './sandbox-health.js';
import { type CopyrightMatch, type CopyrightScanner, ScanCancelled, type ScanControl, ScanFailure } from './types.js';

/** Catalogue recordings fingerprinted and indexed at a time: bounds memory whatever the catalogue's size. */
const CATALOGUE_BATCH = 400;
/** At most this many matches are reported per track, best first. */
const MATCHES_PER_TRACK = 10;

interface Recording {
  releaseId: string;
  releaseTitle: string;
  position: number;
  title: string;
  isrc: string | null;
  artist: string | null;
  audioKey: string;
}

/**
 * Every track with audio, of `releaseId` or of every other release: a single's audio is its one
 * track's (release_tracks), and a release's own audio_key stands in for a single stored without
 * its track row. The artist is the track's primary artist, else the release's.
 */
async function recordings(app: FastifyInstance, releaseId: string, which: 'release' | 'others'): Promise<Recording[]> {
  const { rows } = await app.db.query<{ release_id: string; release_title: string; position: number; title: string; isrc: string | null; artist: string | null; audio_key: string }>(
    `with audio as (
       select t.release_id, t.position, t.title, t.isrc, t.audio_key from release_tracks t where t.audio_key is not null
       union all
       select r.id, 0, r.title, r.isrc, r.audio_key from releases r
        where r.audio_key is not null and not exists (select 1 from release_tracks t where t.release_id = r.id and t.audio_key is not null)
     )
     select a.release_id, r.title as release_title, a.position, a.title, a.isrc, a.audio_key,
            (select ra.name from release_artists ra
              where ra.release_id = a.release_id and ra.role = 'PRIMARY_ARTIST' and (ra.track_position = a.position or ra.track_position is null)
              order by ra.track_position nulls last, ra.position limit 1) as artist
       from audio a join releases r on r.id = a.release_id
      where ${which === 'release' ? 'a.release_id = $1' : 'a.release_id <> $1'}
      order by a.release_id, a.position`,
    [releaseId],
  );
  return rows.map((row) => ({ releaseId: row.release_id, releaseTitle: row.release_title, position: row.position, title: row.title, isrc: row.isrc, artist: row.artist, audioKey: row.audio_key }));
}

/** Batches of recordings whose fingerprints fit one index. */
function* indexBatches(recordings: Recording[], fingerprints: Map<string, { ok: true; fingerprint: Fingerprint } | { ok: false }>) {
  let batch: { id: Recording; fingerprint: Fingerprint }[] = [];
  let frames = 0;
  for (const recording of recordings) {
    const stored = fingerprints.get(recording.audioKey);
    // A catalogue file that cannot be read cannot be matched; it does not fail the scan of another release.
    if (!stored?.ok) continue;
    if (frames + stored.fingerprint.length > MAX_INDEX_FRAMES && batch.length > 0) {
      yield batch;
      batch = [];
      frames = 0;
    }
    batch.push({ id: recording, fingerprint: stored.fingerprint });
    frames += stored.fingerprint.length;
  }
  if (batch.length > 0) yield batch;
}

async function stopIfCancelled(control: ScanControl): Promise<void> {
  if (await control.isCancelled()) throw new ScanCancelled();
}

/**
 * The sandbox scanner (README.md in this folder): every track of the release is compared by
 * acoustic fingerprint with every recording of every other release in this catalogue, whatever
 * its status. Deterministic: the same audio gives the same matches, confidences and offsets.
 */
export function createSandboxScanner(): CopyrightScanner {
  return {
    kind: 'sandbox',
    async scanRelease(app, releaseId, control) {
      const tracks = await recordings(app, releaseId, 'release');
      const own = await fingerprintsOf(app, tracks.map((track) => track.audioKey), control);
      const queries = tracks.map((track) => {
        const stored = own.get(track.audioKey)!;
        if (!stored.ok) throw new ScanFailure(`The audio of track ${track.position + 1} (${track.title}) could not be read: ${stored.error}`);
        return { track, fingerprint: stored.fingerprint };
      });
      const catalogue = await recordings(app, releaseId, 'others');
      const found = new Map<number, CopyrightMatch[]>();
      for (let start = 0; start < catalogue.length; start += CATALOGUE_BATCH) {
        await stopIfCancelled(control);
        const slice = catalogue.slice(start, start + CATALOGUE_BATCH);
        const fingerprints = await fingerprintsOf(app, [...new Set(slice.map((recording) => recording.audioKey))], control);
        for (const batch of indexBatches(slice, fingerprints)) {
          const index = new FingerprintIndex(batch);
          for (const { track, fingerprint } of queries) {
            for (const match of index.search(fingerprint)) {
              const list = found.get(track.position) ?? [];
              list.push({
                trackIndex: track.position,
                title: match.id.title,
                artist: match.id.artist ?? 'Unknown artist',
                isrc: match.id.isrc,
                source: `Catalogue: ${match.id.releaseTitle}`,
                confidence: match.confidence,
                offsetSeconds: match.offsetSeconds,
                matchedReleaseId: match.id.releaseId,
              });
              found.set(track.position, list);
            }
          }
        }
      }
      await stopIfCancelled(control);
      return [...found.keys()]
        .sort((a, b) => a - b)
        .flatMap((position) =>
          found
            .get(position)!
            .sort((a, b) => b.confidence - a.confidence || a.source.localeCompare(b.source) || a.title.localeCompare(b.title))
            .slice(0, MATCHES_PER_TRACK),
        );
    },
    health: sandboxScannerHealth,
  };
}
