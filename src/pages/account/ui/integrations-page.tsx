import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholder until "Artists, writers, catalogue, royalties, global search and the roster" builds
// the platform integrations that verify the artist profile and feed the roster.
export const IntegrationsPage = createPlaceholderPage('Integrations', CAPABILITY.catalogue);
