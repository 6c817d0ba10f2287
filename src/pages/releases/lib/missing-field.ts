import { missingFieldLabel, trackFieldPath, type ReleaseFieldError } from '@/entities/release';
import { isReleaseRuleCode, RELEASE_RULES } from '@/shared/api';
import { releaseEditPath, trackEditPath, TRACK_TABS, type ReleaseTab, type TrackTab } from '../config/edit-tabs';

/** Where a field is fixed when its error names no release rule (the cover's and the audio's own checks). */
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
  /** Where it is fixed: the tab, with the field as the hash (`#writers`) that the page focuses. */
  to: string;
  /** The tab's or track's name for the link text. */
  place: string;
}

const trackTabLabel = (tab: TrackTab) => TRACK_TABS.find((entry) => entry.id === tab)?.label ?? tab;

/** A broken rule, linked to where it is fixed: its rule's place, else the tab its field is on. */
export function missingFieldLink(releaseId: string, error: Pick<ReleaseFieldError, 'field' | 'code'>, tabLabel: (tab: ReleaseTab) => string): MissingFieldLink {
  const { field: path, code } = error;
  const fix = isReleaseRuleCode(code) ? RELEASE_RULES[code].fix : null;
  const label = missingFieldLabel(path);
  const track = trackFieldPath(path);
  if (track) {
    const sub = track.sub ?? '';
    const trackTab = fix?.place === 'track' ? fix.trackTab : (TRACK_FIELD_TABS[sub] ?? 'details');
    const field = fix?.place === 'track' ? fix.field : sub;
    return {
      label,
      to: `${trackEditPath(releaseId, track.trackIndex, trackTab)}${field ? `#${field}` : ''}`,
      place: `Track ${track.trackIndex + 1} › ${trackTabLabel(trackTab)}`,
    };
  }
  const field = path.split('.')[0] ?? path;
  const tab = fix?.place === 'release' ? fix.tab : (RELEASE_FIELD_TABS[field] ?? 'details');
  return { label, to: `${releaseEditPath(releaseId, tab)}#${fix?.place === 'release' ? fix.field : field}`, place: tabLabel(tab) };
}
