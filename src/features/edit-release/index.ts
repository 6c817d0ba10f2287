export { AUTOSAVE_DELAY_MS, type SaveState } from './model/autosave';
export { CoverReplace } from './ui/cover-replace';
export { ReleaseDatesForm } from './ui/dates-form';
export { ReleaseDetailsForm } from './ui/details-form';
export { ReleaseTerritoriesForm } from './ui/territories-form';
export { SAVE_STATE_TEXTS, SaveIndicator } from './ui/save-indicator';
export { TrackAudioUpload } from './ui/track-audio-upload';
export { useReleaseEditor, type ReleaseEditor } from './ui/use-release-editor';
export { makeReleaseFixture } from './testing/release-fixture';
