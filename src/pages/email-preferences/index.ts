export { EmailPreferencesPage, EmailUnsubscribePage } from './ui/deferred-pages';
