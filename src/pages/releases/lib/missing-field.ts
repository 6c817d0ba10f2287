import { releaseEditPath, trackEditPath, type ReleaseTab, type TrackTab } from '../config/edit-tabs';

/** Readable names of the release's fields (the server names them by path). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  titleVersion: 'Title version',
  label: 'Label',
  format: 'Release format',
  primaryGenre: 'Primary genre',
  secondaryGenre: 'Secondary genre',
  advisory: 'Advisory',
  audioLanguage: 'Audio language',
  recordingLocation: 'Recording location',
  releaseDate: 'Release date',
  originalReleaseDate: 'Original release date',
  preOrderDate: 'Pre-order date',
  upc: 'UPC/EAN',
  isrc: 'ISRC',
  coverArt: 'Cover art',
  audio: 'Audio',
  duration: 'Duration',
  albumPrice: 'Album price',
  tracks: 'Tracks',
  artists: 'Primary artist',
  contributors: 'Contributors',
  trackPrice: 'Price',
  credits: 'Credits',
  writers: 'Writers',
};

const RELEASE_FIELD_TABS: Readonly<Record<string, ReleaseTab>> = {
  label: 'dates',
  releaseDate: 'dates',
  originalReleaseDate: 'dates',
  preOrderDate: 'dates',
  audio: 'tracks',
  duration: 'tracks',
  tracks: 'tracks',
  artists: 'artists',
  contributors: 'artists',
};

const TRACK_FIELD_TABS: Readonly<Record<string, TrackTab>> = { artists: 'artists', credits: 'credits', writers: 'writers' };

export interface MissingFieldLink {
  label: string;
  /** Where it is fixed. */
  to: string;
  /** The tab's or track's name for the link text. */
  place: string;
}

const labelOf = (name: string) => FIELD_LABELS[name] ?? name;
const trackPath = (path: string) => {
  const [field, index, sub] = path.split('.');
  return field === 'tracks' && index !== undefined && /^\d+$/.test(index) ? { trackIndex: Number(index), sub } : null;
};

/** "tracks.1.audio" → "Track 2: Audio", "artists" → "Primary artist" (the server names fields by path). */
export function missingFieldLabel(path: string): string {
  const track = trackPath(path);
  if (track) return `Track ${track.trackIndex + 1}: ${track.sub ? labelOf(track.sub) : 'Track'}`;
  return labelOf(path.split('.')[0] ?? path);
}

/** `missingFieldLabel`, linked to where it is fixed: a track's tab, or the release tab ("releaseDate" → dates). */
export function missingFieldLink(releaseId: string, path: string, tabLabel: (tab: ReleaseTab) => string): MissingFieldLink {
  const field = path.split('.')[0] ?? path;
  const track = trackPath(path);
  if (track) {
    const { trackIndex, sub } = track;
    const trackTab = (sub && TRACK_FIELD_TABS[sub]) || 'details';
    return {
      label: missingFieldLabel(path),
      to: trackEditPath(releaseId, trackIndex, trackTab),
      place: `Track ${trackIndex + 1}`,
    };
  }
  const tab = RELEASE_FIELD_TABS[field] ?? 'details';
  return { label: missingFieldLabel(path), to: releaseEditPath(releaseId, tab), place: tabLabel(tab) };
}
