import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_LENGTH = 32;

/**
 * The token-signing secret: `configured` (AUTH_SECRET) when given, else the one stored in
 * `DATA_DIR/auth-secret`, created on first start so tokens survive restarts. In-memory data dirs
 * get a fresh secret per process.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string | null): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return configured;
  }
  if (dataDir === null) return newSecret();
  const file = join(dataDir, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters: delete it to make a new one`);
    }
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newSecret();
  // 'wx' fails if another process created the file meanwhile; then use theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
