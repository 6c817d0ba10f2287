import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import type { ReleaseRecord } from './release-types.js';
import type { FileLinks } from './release-view.js';

type DeliveryPayload = components['schemas']['DeliveryPayload'];

type DeliveryReason = components['schemas']['DeliveryRefusedError']['reasons'][number];

/** What delivery needs that the release lacks, coded (empty when it can be delivered). */
export function deliveryGaps(record: ReleaseRecord): DeliveryReason[] {
  const { values } = record;
  const gaps: DeliveryReason[] = [];
  if (!values.upc) gaps.push({ code: 'MISSING_UPC', field: 'upc', message: 'The release has no UPC.' });
  if (!values.coverKey) gaps.push({ code: 'MISSING_COVER', field: 'coverArt', message: 'The release has no cover art.' });
  if (values.tracks.length === 0) gaps.push({ code: 'MISSING_TRACKS', field: 'tracks', message: 'The release has no tracks.' });
  values.tracks.forEach((track, index) => {
    if (!track.isrc) gaps.push({ code: 'MISSING_ISRC', field: `tracks.${index}.isrc`, message: `Track ${index + 1} has no ISRC.` });
    if (!track.audioKey) gaps.push({ code: 'MISSING_AUDIO', field: `tracks.${index}.audio`, message: `Track ${index + 1} has no audio.` });
  });
  return gaps;
}

/** The 409 of the delivery calls: every reason coded, and in words in the message. */
export function deliveryRefused(reasons: DeliveryReason[]): HttpError {
  const words = reasons.map((reason) => reason.message.replace(/\.$/, '').replace(/^The release has/, 'it has').replace(/^Track/, 'track'));
  return new HttpError(409, `This release cannot be delivered yet: ${words.join('; ')}.`, {}, { reasons });
}

const day = (dateTime: string) => dateTime.slice(0, 10);

/**
 * GET /releases/{id}/nm: everything the delivery partner receives, built from the release; 409
 * naming what is missing (UPC, ISRCs, audio) when it cannot be delivered yet.
 */
export function deliveryPayload(record: ReleaseRecord, links: FileLinks): DeliveryPayload {
  const gaps = deliveryGaps(record);
  if (gaps.length > 0) throw deliveryRefused(gaps);
  const { values } = record;
  const year = (values.originalReleaseDate ?? values.releaseDate ?? record.createdAt.toISOString()).slice(0, 4);
  const label = values.label ?? '';
  return {
    releaseId: record.id,
    upc: values.upc!,
    title: values.title ?? '',
    titleVersion: values.titleVersion,
    label,
    format: values.format ?? 'SINGLE',
    primaryGenre: values.primaryGenre ?? '',
    secondaryGenre: values.secondaryGenre,
    advisory: values.advisory,
    audioLanguage: values.audioLanguage ?? '',
    recordingLocation: values.recordingLocation,
    releaseDate: day(values.releaseDate ?? record.createdAt.toISOString()),
    originalReleaseDate: day(values.originalReleaseDate ?? values.releaseDate ?? record.createdAt.toISOString()),
    preOrderDate: values.preOrderDate ? day(values.preOrderDate) : null,
    pLine: `℗ ${year} ${label}`,
    cLine: `© ${year} ${label}`,
    coverArtUrl: links.storage.urlOf(values.coverKey!, links.baseUrl),
    albumPrice: values.albumPrice,
    // The delivery branch fills these (territories, stores, files with checksums).
    territories: ['WORLD'],
    stores: ['ALL'],
    files: [],
    artists: values.artists,
    contributors: values.contributors,
    tracks: values.tracks.map((track, index) => ({
      sequence: index + 1,
      title: track.title ?? values.title ?? '',
      titleVersion: track.titleVersion,
      isrc: track.isrc!,
      audioUrl: links.storage.urlOf(track.audioKey!, links.baseUrl),
      durationSeconds: track.duration ?? 0,
      advisory: track.advisory,
      secondaryGenre: track.secondaryGenre,
      clipStartTime: values.format === 'SINGLE' ? (values.clipStartTime ?? track.clipStartTime) : track.clipStartTime,
      price: track.trackPrice,
      artists: track.artists.length > 0 ? track.artists : values.artists,
      credits: track.credits,
      writers: track.writers,
    })),
  };
}
