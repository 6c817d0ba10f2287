import { missingFieldLabel, trackFieldPath } from '@/entities/release';
import { releaseEditPath, trackEditPath, type ReleaseTab, type TrackTab } from '../config/edit-tabs';

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

/**
 * The edit tab where a missing field is fixed: a track's credits and writers on "Credits and
 * writers", its other fields on "Tracks", a release field on its tab ("releaseDate" → dates).
 */
export function missingFieldTab(path: string): ReleaseTab {
  const track = trackFieldPath(path);
  if (track) return track.sub === 'credits' || track.sub === 'writers' ? 'credits' : 'tracks';
  return RELEASE_FIELD_TABS[path.split('.')[0] ?? path] ?? 'details';
}

/** `missingFieldLabel`, linked to where it is fixed: a track's tab, or the release tab ("releaseDate" → dates). */
export function missingFieldLink(releaseId: string, path: string, tabLabel: (tab: ReleaseTab) => string): MissingFieldLink {
  const track = trackFieldPath(path);
  if (track) {
    const { trackIndex, sub } = track;
    const trackTab = (sub && TRACK_FIELD_TABS[sub]) || 'details';
    return {
      label: missingFieldLabel(path),
      to: trackEditPath(releaseId, trackIndex, trackTab),
      place: `Track ${trackIndex + 1}`,
    };
  }
  const tab = missingFieldTab(path);
  return { label: missingFieldLabel(path), to: releaseEditPath(releaseId, tab), place: tabLabel(tab) };
}
