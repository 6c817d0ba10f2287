import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholder until "Accounts, session and the application shell" lands.
export const MobileUnsupportedPage = createPlaceholderPage('Mobile devices are not supported yet', CAPABILITY.accounts);
