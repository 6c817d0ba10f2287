import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (no such account) a dummy hash is checked
 * all the same, so the answer takes as long and does not reveal which emails exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const target = hash ?? (await dummyHash);
  try {
    const matches = await argon2.verify(target, password);
    return hash !== null && matches;
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}

/** True when the hash was made with other parameters than today's: rehash at the next login. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, { memoryCost: OPTIONS.memoryCost, timeCost: OPTIONS.timeCost, parallelism: OPTIONS.parallelism });
}
