import type { components } from '../generated/openapi.js';
import type { DeliveryRecord } from './delivery/delivery-record.js';
import { RELEASE_TERRITORIES } from '../../src/shared/api/release-rules/index.js';

type Schemas = components['schemas'];
export type ReleaseStatus = Schemas['ReleaseStatus'];
export type ReleaseFormat = Schemas['ReleaseFormat'];
export type ReleaseDraft = Schemas['ReleaseDraft'];
export type ReleaseTrack = Schemas['ReleaseTrack'];
export type ReleaseArtist = Schemas['ReleaseArtist'];
export type ReleaseContributor = Schemas['ReleaseContributor'];
export type ReleaseFieldError = Schemas['ReleaseFieldError'];
export type Release = Schemas['Release'];
export type ReleaseSummary = Schemas['ReleaseSummary'];
export type StoredFile = Schemas['StoredFile'];

/** One track as stored: the contract's track with its audio as a storage key. */
export interface TrackValues {
  title: string | null;
  titleVersion: string | null;
  isrc: string | null;
  secondaryGenre: string | null;
  trackPrice: number | null;
  advisory: Schemas['Advisory'];
  audioKey: string | null;
  duration: number | null;
  clipStartTime: number | null;
  artists: ReleaseArtist[];
  credits: Schemas['TrackCredit'][];
  writers: Schemas['TrackWriter'][];
}

/**
 * The editable values of a release as stored (files as storage keys). Fields a new draft may still
 * lack are null here; the draft rules (release-rules.ts) say which must be set.
 */
export interface DraftValues {
  artistId: string | null;
  title: string | null;
  titleVersion: string | null;
  label: string | null;
  format: ReleaseFormat | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  advisory: Schemas['Advisory'];
  audioLanguage: string | null;
  recordingLocation: string | null;
  /** ISO date-times at 12:00:00 UTC of the chosen day. */
  releaseDate: string | null;
  originalReleaseDate: string | null;
  preOrderDate: string | null;
  previouslyReleased: boolean;
  previousDistributor: Schemas['PreviousDistributor'] | null;
  /** `["WORLD"]` or country codes. */
  territories: string[];
  upc: string | null;
  isrc: string | null;
  coverKey: string | null;
  coverThumbnailKey: string | null;
  audioKey: string | null;
  duration: number | null;
  specifyClipStartTime: Schemas['ClipStartMode'] | null;
  clipStartTime: number | null;
  clipEndTime: number | null;
  albumPrice: number | null;
  tracks: TrackValues[];
  artists: ReleaseArtist[];
  contributors: ReleaseContributor[];
}

export interface StatusChange {
  at: Date;
  by: string | null;
  byName: string;
  from: ReleaseStatus | null;
  to: ReleaseStatus;
  reason: string | null;
}

/** A stored release with everything the views need. */
export interface ReleaseRecord {
  id: string;
  ownerId: string;
  ownerName: string;
  status: ReleaseStatus;
  values: DraftValues;
  reviewNote: string | null;
  submittedAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  history: StatusChange[];
  /** Every storage key the release owns (release_files). */
  ownedKeys: string[];
  /** The newest delivery to the partner, or null. */
  delivery: DeliveryRecord | null;
}

export const EMPTY_TRACK: TrackValues = {
  title: null,
  titleVersion: null,
  isrc: null,
  secondaryGenre: null,
  trackPrice: null,
  advisory: 'NONE',
  audioKey: null,
  duration: null,
  clipStartTime: null,
  artists: [],
  credits: [],
  writers: [],
};

export const EMPTY_DRAFT: DraftValues = {
  artistId: null,
  title: null,
  titleVersion: null,
  label: null,
  format: null,
  primaryGenre: null,
  secondaryGenre: null,
  advisory: 'NONE',
  audioLanguage: null,
  recordingLocation: null,
  releaseDate: null,
  originalReleaseDate: null,
  preOrderDate: null,
  previouslyReleased: false,
  previousDistributor: null,
  territories: [...RELEASE_TERRITORIES],
  upc: null,
  isrc: null,
  coverKey: null,
  coverThumbnailKey: null,
  audioKey: null,
  duration: null,
  specifyClipStartTime: null,
  clipStartTime: null,
  clipEndTime: null,
  albumPrice: null,
  tracks: [],
  artists: [],
  contributors: [],
};
