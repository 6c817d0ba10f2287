import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Releases" lands.
export const ReleaseManagementPage = createPlaceholderPage('Release management', CAPABILITY.releases);
export const ReleaseEditPage = createPlaceholderPage('Edit release', CAPABILITY.releases);
export const ReleaseTrackEditPage = createPlaceholderPage('Edit release track', CAPABILITY.releases);
