import { resolveApiBaseUrl } from '@/shared/config';
import { sendEarlyVerify, tokenStore } from '@/shared/lib/session-token';

/** What index.html's head script sent: the stored token's verification, before any script loaded. */
type HeadVerify = { token: string; response: Promise<Response> } | undefined;

// Imported first by the entry, so it runs before the rest of the app's modules: with a stored
// token, its verification (the gate of every signed-in page) is on the wire at once, or already
// was, sent by index.html's head script while this script downloaded.
const token = tokenStore.get();
const head = (globalThis as { __earlyVerify?: HeadVerify }).__earlyVerify;
if (token !== null) sendEarlyVerify(`${resolveApiBaseUrl()}/auth/verify`, token, head?.token === token ? head.response : undefined);
