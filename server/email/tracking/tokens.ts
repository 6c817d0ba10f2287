import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token of a message's open and click links: `<recipient id>-<16 hex of HMAC(secret, id)>`. */
export function messageToken(recipientId: number | string, secret: string): string {
  return `${recipientId}-${signature(String(recipientId), secret)}`;
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('hex').slice(0, 16);
}

const TOKEN = /^(\d{1,15})-([0-9a-f]{16})$/;

/** The recipient id a token claims, before its signature is checked with `verifyMessageToken`. */
export function parseMessageToken(token: string): { recipientId: number; signature: string } | null {
  const match = TOKEN.exec(token);
  return match ? { recipientId: Number(match[1]), signature: match[2]! } : null;
}

export function verifyMessageToken(parsed: { recipientId: number; signature: string }, secret: string): boolean {
  const expected = Buffer.from(signature(String(parsed.recipientId), secret));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
