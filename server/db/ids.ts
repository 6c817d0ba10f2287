import { randomBytes, randomInt } from 'node:crypto';

// As MongoDB ObjectIds: 4 bytes of seconds, 5 random bytes per process, a 3-byte counter. Ids made
// by one process sort in creation order (rows created in one transaction share their timestamps).
const PROCESS_PART = randomBytes(5).toString('hex');
let counter = randomInt(0x1000000);

/** A new id in the contract's ObjectId form (24 lowercase hex characters). */
export function newObjectId(now = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, '0');
  return `${seconds}${PROCESS_PART}${counter.toString(16).padStart(6, '0')}`;
}

/** A secret for links sent by email: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}
