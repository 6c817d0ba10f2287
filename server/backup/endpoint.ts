import { createHmac } from 'node:crypto';

/** Outside /api and the contract: only `npm run backup` on this machine calls it. */
export const BACKUP_PATH = '/internal/backup';
export const BACKUP_KEY_HEADER = 'x-backup-key';

export const BACKUP_MESSAGES = {
  notLocal: 'Backups are served only to callers on this machine.',
  badKey: 'Wrong backup key: run npm run backup with the DATA_DIR (and AUTH_SECRET) of this server.',
  postgres: 'This server keeps its data on a PostgreSQL server (DATABASE_URL): back it up with pg_dump.',
  busy: 'A backup is already being taken; try again when it is done.',
} as const;

/**
 * The key `npm run backup` proves it may read this data directory with: derived from the token
 * secret (DATA_DIR/auth-secret or AUTH_SECRET), which only the server's owner can read.
 */
export function backupKey(authSecret: string): string {
  return createHmac('sha256', authSecret).update('royalty-desk backup v1').digest('base64url');
}
