import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: email lists, campaigns and subscribers" lands (it owns the public
// unsubscribe and preference pages reached from its emails).
export const EmailUnsubscribePage = createPlaceholderPage('Unsubscribe', CAPABILITY.adminEmail);
export const EmailPreferencesPage = createPlaceholderPage('Email preferences', CAPABILITY.adminEmail);
