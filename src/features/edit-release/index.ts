export { AUTOSAVE_DELAY_MS, type SaveState } from './model/autosave';
export { DETAIL_TEXTS, isrcSchema, NO_GENRE, priceSchema } from './model/details-schema';
export { formatDuration } from './lib/audio-text';
export { ReleaseDatesForm } from './ui/dates-form';
export { ReleaseDetailsForm } from './ui/details-form';
export { SAVE_STATE_TEXTS, SaveIndicator } from './ui/save-indicator';
export { TrackAudioUpload } from './ui/track-audio-upload';
export { useReleaseEditor, type ReleaseEditor } from './ui/use-release-editor';
export { makeReleaseFixture } from './testing/release-fixture';
