export { EmailPreferencesPage, EmailUnsubscribePage } from './ui/email-preference-pages';
