import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Artists, writers, catalogue, royalties, global search and the roster" lands.
export const DashboardHomePage = createPlaceholderPage('Dashboard', CAPABILITY.catalogue);
export const AnalyticsPage = createPlaceholderPage('Analytics', CAPABILITY.catalogue);
export const WorksPage = createPlaceholderPage('Works', CAPABILITY.catalogue);
