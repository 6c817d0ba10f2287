// The email pages themselves (Conform + Zod, React Query): one chunk, fetched as soon as the page's
// frame has rendered (see `deferred-pages.tsx`).
export { EmailPreferencesPage } from './preferences-page';
export { EmailUnsubscribePage } from './unsubscribe-page';
