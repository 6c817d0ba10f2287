import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/openapi.js';
import { checksumOf } from './delivery/checksums.js';
import type { FileChecksum } from './delivery/delivery-store.js';
import { assertDeliverable, type DeliveryRefusal, payloadRefusals } from './delivery/readiness.js';
import { availableStores } from './delivery/stores.js';
import type { ReleaseRecord } from './release-types.js';
import { type FileLinks, releaseDescription } from './release-view.js';
import { rightsLines } from '../../src/shared/api/release-rules/index.js';

export type DeliveryPayload = components['schemas']['DeliveryPayload'];
export type PayloadFile = DeliveryPayload['files'][number];

/** A file that goes with the payload: which one, its name in the delivery and its storage key. */
export interface DeliveryFile {
  kind: PayloadFile['kind'];
  trackSequence: number | null;
  name: string;
  key: string;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** The cover and each track's audio under their names in a delivery (`cover.jpg`, `01-USRC17607839.wav`). */
export function deliveryFiles(record: ReleaseRecord): DeliveryFile[] {
  const { values } = record;
  const files: DeliveryFile[] = [];
  if (values.coverKey) files.push({ kind: 'COVER', trackSequence: null, name: `cover.${extensionOf(values.coverKey)}`, key: values.coverKey });
  values.tracks.forEach((track, index) => {
    if (!track.audioKey) return;
    const sequence = index + 1;
    const name = `${String(sequence).padStart(2, '0')}-${track.isrc ?? 'track'}.${extensionOf(track.audioKey)}`;
    files.push({ kind: 'AUDIO', trackSequence: sequence, name, key: track.audioKey });
  });
  return files;
}

const day = (dateTime: string) => dateTime.slice(0, 10);

/**
 * Everything the delivery partner receives, built from a release that has what delivery needs
 * (readiness.ts): the release, its tracks, artists, contributors, credits and writers, its
 * identifiers, territories and stores, and its files with their checksums. `files` carry the
 * URLs the receiver fetches them at (signed links here, names beside payload.json in a delivery).
 */
export function deliveryPayload(record: ReleaseRecord, { files, stores }: { files: PayloadFile[]; stores: string[] }): DeliveryPayload {
  const { values } = record;
  const lines = rightsLines(values.label ?? '', values.originalReleaseDate ?? values.releaseDate ?? record.createdAt.toISOString());
  const cover = files.find((file) => file.kind === 'COVER');
  const audioOf = (sequence: number) => files.find((file) => file.kind === 'AUDIO' && file.trackSequence === sequence);
  return {
    releaseId: record.id,
    upc: values.upc!,
    ...releaseDescription(values),
    releaseDate: day(values.releaseDate ?? record.createdAt.toISOString()),
    originalReleaseDate: day(values.originalReleaseDate ?? values.releaseDate ?? record.createdAt.toISOString()),
    preOrderDate: values.preOrderDate ? day(values.preOrderDate) : null,
    previouslyReleased: values.previouslyReleased,
    previousDistributor: values.previousDistributor,
    ...lines,
    coverArtUrl: cover?.url ?? '',
    albumPrice: values.albumPrice,
    artists: values.artists,
    contributors: values.contributors,
    tracks: values.tracks.map((track, index) => ({
      sequence: index + 1,
      title: track.title ?? values.title ?? '',
      titleVersion: track.titleVersion,
      isrc: track.isrc!,
      audioUrl: audioOf(index + 1)?.url ?? '',
      durationSeconds: track.duration ?? 0,
      advisory: track.advisory,
      secondaryGenre: track.secondaryGenre,
      clipStartTime: values.format === 'SINGLE' ? (values.clipStartTime ?? track.clipStartTime) : track.clipStartTime,
      price: track.trackPrice,
      artists: track.artists.length > 0 ? track.artists : values.artists,
      credits: track.credits,
      writers: track.writers,
    })),
    territories: values.territories,
    stores,
    files,
  };
}

/** A stored file that is gone (a database restored without its uploads) is a reason, not a crash. */
export function missingFileRefusal(file: DeliveryFile): DeliveryRefusal {
  return file.kind === 'COVER'
    ? { code: 'MISSING_COVER', field: 'coverArt', message: 'The stored cover art file is missing: upload it again.' }
    : {
        code: 'MISSING_AUDIO',
        field: `tracks.${file.trackSequence! - 1}.audio`,
        message: `The stored audio file of track ${file.trackSequence} is missing: upload it again.`,
      };
}

export const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Runs `read` for every delivery file; 409 with every reason when the release lacks what delivery
 * needs or a stored file is gone.
 */
export async function withDeliveryFiles(
  record: ReleaseRecord,
  read: (file: DeliveryFile) => Promise<FileChecksum & { url: string }>,
): Promise<PayloadFile[]> {
  assertDeliverable(payloadRefusals(record));
  const refusals: DeliveryRefusal[] = [];
  const files: PayloadFile[] = [];
  for (const file of deliveryFiles(record)) {
    try {
      const { url, bytes, sha256 } = await read(file);
      files.push({ kind: file.kind, trackSequence: file.trackSequence, name: file.name, url, bytes, sha256 });
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      refusals.push(missingFileRefusal(file));
    }
  }
  assertDeliverable(refusals);
  return files;
}

/**
 * GET /releases/{id}/nm: the payload as it would be sent now (to every available store), files
 * at their signed links; 409 with every reason coded when the release cannot be delivered yet.
 */
export async function currentDeliveryPayload(app: FastifyInstance, record: ReleaseRecord, links: FileLinks): Promise<DeliveryPayload> {
  const files = await withDeliveryFiles(record, async (file) => ({
    url: links.storage.urlOf(file.key, links.baseUrl),
    ...(await checksumOf(app.db, app.storage, file.key)),
  }));
  return deliveryPayload(record, { files, stores: await availableStores(app.db) });
}
