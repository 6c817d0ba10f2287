import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Accounts, session and the application shell" lands (account page) and
// "Artists, writers, catalogue, royalties, global search and the roster" (platform integrations
// that verify the artist profile and feed the roster).
export const AccountPage = createPlaceholderPage('Account settings', CAPABILITY.accounts);
export const IntegrationsPage = createPlaceholderPage('Integrations', CAPABILITY.catalogue);
