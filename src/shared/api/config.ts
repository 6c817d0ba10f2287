// Where the API lives is configuration (`@/shared/config`): the entry script reads it too, before
// this client has loaded.
export { API_PREFIX, resolveApiBaseUrl } from '@/shared/config';
