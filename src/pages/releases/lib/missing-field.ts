import { missingFieldLabel, trackFieldPath, type ReleaseFieldError } from '@/entities/release';
import { isReleaseRuleCode, RELEASE_RULES } from '@/shared/api';
import { releaseEditPath, trackEditPath, TRACK_TABS, type ReleaseTab, type TrackTab } from '../config/edit-tabs';

/** Where a field is fixed when its error names no release rule (the cover's and the audio's own checks). */
const RELEASE_FIELD_TABS: Readonly<Record<string, ReleaseTab>> = {
  label: 'dates',
  releaseDate: 'dates',
  originalReleaseDate: 'dates',
  preOrderDate: 'dates',
  previousDistributor: 'dates',
  territories: 'dates',
  audio: 'tracks',
  duration: 'tracks',
  tracks: 'tracks',
  artists: 'artists',
  contributors: 'artists',
};

const TRACK_FIELD_TABS: Readonly<Record<string, TrackTab>> = { artists: 'artists', credits: 'credits', writers: 'writers' };

export interface MissingFieldLink {
  label: string;
  /** Where it is fixed: the tab, with the field as the hash (`#writers`) that the page focuses. */
  to: string;
  /** The tab's or track's name for the link text. */
  place: string;
}

const trackTabLabel = (tab: TrackTab) => TRACK_TABS.find((entry) => entry.id === tab)?.label ?? tab;

type FieldError = Pick<ReleaseFieldError, 'field'> & { code?: string };

const ruleFix = (code: string | undefined) => (code && isReleaseRuleCode(code) ? RELEASE_RULES[code].fix : null);

function trackTabOf(sub: string, code: string | undefined): TrackTab {
  const fix = ruleFix(code);
  return fix?.place === 'track' ? fix.trackTab : (TRACK_FIELD_TABS[sub] ?? 'details');
}

/**
 * The edit tab where a broken rule is fixed: a track's credits and writers on "Credits and
 * writers", its other fields on "Tracks", a release field on its rule's tab, else its field's.
 */
export function missingFieldTab({ field: path, code }: FieldError): ReleaseTab {
  const track = trackFieldPath(path);
  if (track) {
    const trackTab = trackTabOf(track.sub ?? '', code);
    return trackTab === 'credits' || trackTab === 'writers' ? 'credits' : 'tracks';
  }
  const fix = ruleFix(code);
  return fix?.place === 'release' ? fix.tab : (RELEASE_FIELD_TABS[path.split('.')[0] ?? path] ?? 'details');
}

/** A broken rule, linked to where it is fixed (`missingFieldTab`), with the field as the hash. */
export function missingFieldLink(releaseId: string, error: FieldError, tabLabel: (tab: ReleaseTab) => string): MissingFieldLink {
  const { field: path, code } = error;
  const fix = ruleFix(code);
  const label = missingFieldLabel(path);
  const tab = missingFieldTab(error);
  const track = trackFieldPath(path);
  if (track) {
    const sub = track.sub ?? '';
    const trackTab = trackTabOf(sub, code);
    const field = fix?.place === 'track' ? fix.field : sub;
    return {
      label,
      to: `${trackEditPath(releaseId, track.trackIndex, trackTab, tab)}${field ? `#${field}` : ''}`,
      place: `Track ${track.trackIndex + 1} › ${trackTabLabel(trackTab)}`,
    };
  }
  const field = fix?.place === 'release' ? fix.field : (path.split('.')[0] ?? path);
  return { label, to: `${releaseEditPath(releaseId, tab)}#${field}`, place: tabLabel(tab) };
}
