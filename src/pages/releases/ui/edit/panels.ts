export { ArtistsPanel } from './artists-panel';
export { CreditsPanel } from './credits-panel';
export { DatesPanel } from './dates-panel';
export { DetailsPanel } from './details-panel';
export { ReviewPanel } from './review-panel';
export { TrackDetailsForm } from './track-details-form';
export { TrackArtists, TrackCredits, TrackWriters } from './track-people';
export { TracksPanel } from './tracks-panel';
