/** The edit page's tabs, in order; the id is the URL's `tabSection`. */
export const RELEASE_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'artists', label: 'Artists and contributors' },
  { id: 'tracks', label: 'Tracks' },
  { id: 'credits', label: 'Credits and writers' },
  { id: 'dates', label: 'Stores and dates' },
  { id: 'review', label: 'Review and submit' },
] as const;
export type ReleaseTab = (typeof RELEASE_TABS)[number]['id'];
export const DEFAULT_RELEASE_TAB: ReleaseTab = 'details';

/** The track page's tabs (`trackTab`). */
export const TRACK_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'artists', label: 'Artists' },
  { id: 'credits', label: 'Credits' },
  { id: 'writers', label: 'Writers' },
] as const;
export type TrackTab = (typeof TRACK_TABS)[number]['id'];
export const DEFAULT_TRACK_TAB: TrackTab = 'details';

export const isReleaseTab = (value: string | undefined): value is ReleaseTab => RELEASE_TABS.some((tab) => tab.id === value);
export const isTrackTab = (value: string | undefined): value is TrackTab => TRACK_TABS.some((tab) => tab.id === value);

export const releaseEditPath = (releaseId: string, tab: ReleaseTab = DEFAULT_RELEASE_TAB) => `/dashboard/releases/${releaseId}/edit/${tab}`;
export const trackEditPath = (releaseId: string, trackIndex: number, trackTab: TrackTab = DEFAULT_TRACK_TAB, tab: ReleaseTab = 'tracks') =>
  `${releaseEditPath(releaseId, tab)}/track/${trackIndex}/${trackTab}`;
export const RELEASE_MANAGEMENT_PATH = '/dashboard/releases/management';
