import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Releases" lands.
export const ReleaseManagementPage = createNotBuiltPage('Release management', UPCOMING_AREA.releases);
