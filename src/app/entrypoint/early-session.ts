import { keepEarlyGet, keepEarlyVerify, type EarlyGet, type EarlyVerify } from '@/shared/lib/session-token';

// Imported first by the entry: the requests index.html's head script sent while this script
// downloaded (the stored session's verification, and some pages' first data request) are kept for
// the session model and the API client, which then send none of their own.
const early = globalThis as { __earlyVerify?: EarlyVerify; __earlyGet?: EarlyGet };
keepEarlyVerify(early.__earlyVerify);
keepEarlyGet(early.__earlyGet);
