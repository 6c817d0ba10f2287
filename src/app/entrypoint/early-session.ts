import { keepEarlyVerify, type EarlyVerify } from '@/shared/lib/session-token';

// Imported first by the entry: the stored session's verification, which index.html's head script
// sent while this script downloaded, is kept for the session model (which then sends none of its own).
keepEarlyVerify((globalThis as { __earlyVerify?: EarlyVerify }).__earlyVerify);
