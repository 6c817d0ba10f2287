export { ReleaseEditPage } from './ui/release-edit-page';
export { ReleaseManagementPage } from './ui/release-management-page';
export { ReleaseTrackEditPage } from './ui/release-track-edit-page';
