export { ReleaseEditPage, ReleaseManagementPage, ReleaseTrackEditPage } from './ui/release-pages';
