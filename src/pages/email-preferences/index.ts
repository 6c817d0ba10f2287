export { EmailPreferencesPage } from './ui/preferences-page';
export { EmailUnsubscribePage } from './ui/unsubscribe-page';
