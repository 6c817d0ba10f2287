import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Releases" lands.
export const ReleaseEditPage = createNotBuiltPage('Edit release', UPCOMING_AREA.releases);
export const ReleaseTrackEditPage = createNotBuiltPage('Edit release track', UPCOMING_AREA.releases);
