import { resolveApiBaseUrl } from '@/shared/config';
import { sendEarlyVerify, tokenStore } from '@/shared/lib/session-token';

// Imported first by the entry, so it runs before the rest of the app's modules: with a stored
// token, its verification (the gate of every signed-in page) is on the wire at once.
const token = tokenStore.get();
if (token !== null) sendEarlyVerify(`${resolveApiBaseUrl()}/auth/verify`, token);
