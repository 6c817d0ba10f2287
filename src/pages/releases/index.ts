export { ReleaseEditPage, ReleaseTrackEditPage } from './ui/release-pages';
export { ReleaseManagementPage } from './ui/release-management-page';
