import type { FileStorage } from '../storage/storage.js';
import { deliveryView } from './delivery/delivery-view.js';
import { issuedIsrcs } from './identifiers/issued.js';
import { submitRuleErrors } from './release-rules.js';
import type { DraftValues, Release, ReleaseFieldError, ReleaseRecord, ReleaseStatus, ReleaseTrack, StoredFile } from './release-types.js';

/** How answers reach stored files: the storage adapter and this server's origin as the caller sees it. */
export interface FileLinks {
  storage: FileStorage;
  baseUrl: string;
  /** Whose ISRCs this server issues (`issuedIsrcs`); none are marked without it. */
  isrcRegistrant?: string;
}

export function storedFile(links: FileLinks, key: string | null, thumbnailKey?: string | null): StoredFile | null {
  if (key === null) return null;
  return {
    bucket: links.storage.bucket,
    location: key,
    url: links.storage.urlOf(key, links.baseUrl),
    ...(thumbnailKey ? { thumbnailUrl: links.storage.urlOf(thumbnailKey, links.baseUrl) } : {}),
  };
}

/** A DRAFT that still lacks what sending it for review needs shows as INCOMPLETE. */
export function displayStatusOf(status: ReleaseStatus, missing: readonly ReleaseFieldError[]): Release['displayStatus'] {
  return status === 'DRAFT' && missing.length > 0 ? 'INCOMPLETE' : status;
}

function trackView(links: FileLinks, track: DraftValues['tracks'][number]): ReleaseTrack {
  return {
    ...(track.title ? { title: track.title } : {}),
    titleVersion: track.titleVersion,
    isrc: track.isrc,
    secondaryGenre: track.secondaryGenre,
    trackPrice: track.trackPrice,
    advisory: track.advisory,
    audio: storedFile(links, track.audioKey),
    duration: track.duration,
    clipStartTime: track.clipStartTime,
    artists: track.artists,
    credits: track.credits,
    writers: track.writers,
  };
}

/** The release's descriptive fields as every answer gives them (text a draft still lacks as ''). */
export function releaseDescription(values: DraftValues) {
  return {
    title: values.title ?? '',
    titleVersion: values.titleVersion,
    label: values.label ?? '',
    format: values.format ?? 'SINGLE',
    primaryGenre: values.primaryGenre ?? '',
    secondaryGenre: values.secondaryGenre,
    advisory: values.advisory,
    audioLanguage: values.audioLanguage ?? '',
    recordingLocation: values.recordingLocation,
  };
}

/** The `Release` answer. */
export function releaseView(record: ReleaseRecord, links: FileLinks): Release {
  const { values } = record;
  const missingFields = submitRuleErrors(values);
  return {
    _id: record.id,
    status: record.status,
    owner: record.ownerId,
    ownerName: record.ownerName,
    artistId: values.artistId,
    ...releaseDescription(values),
    releaseDate: values.releaseDate ?? record.createdAt.toISOString(),
    originalReleaseDate: values.originalReleaseDate ?? record.createdAt.toISOString(),
    preOrderDate: values.preOrderDate,
    previouslyReleased: values.previouslyReleased,
    previousDistributor: values.previousDistributor,
    territories: values.territories,
    upc: values.upc,
    isrc: values.isrc,
    coverArt: storedFile(links, values.coverKey, values.coverThumbnailKey),
    audio: storedFile(links, values.audioKey),
    duration: values.duration,
    specifyClipStartTime: values.specifyClipStartTime,
    clipStartTime: values.clipStartTime,
    clipEndTime: values.clipEndTime,
    albumPrice: values.albumPrice,
    tracks: values.tracks.map((track) => trackView(links, track)),
    artists: values.artists,
    contributors: values.contributors,
    displayStatus: displayStatusOf(record.status, missingFields),
    issuedIsrcs: links.isrcRegistrant ? issuedIsrcs(values, links.isrcRegistrant) : [],
    missingFields,
    history: record.history.map((change) => ({
      at: change.at.toISOString(),
      by: change.by,
      byName: change.byName,
      from: change.from,
      to: change.to,
      reason: change.reason,
    })),
    reviewNote: record.reviewNote,
    deliveredAt: record.deliveredAt?.toISOString() ?? null,
    delivery: record.delivery ? deliveryView(record.delivery) : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
