import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import { recordOf, type RowOf } from '../db/rows.js';
import { sessionsChanged } from './session-check.js';

export type StoredRole = 'ADMIN' | 'INVESTOR';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  phoneNumber: string | null;
  photoUrl: string | null;
  artistName: string | null;
  roles: StoredRole[];
  isDistributed: boolean;
  /** A label account may have several verified artists (admins may too). */
  isLabel: boolean;
  linkedArtistId: string | null;
  emailVerifiedAt: Date | null;
  archivedAt: Date | null;
  tokenVersion: number;
  lastLoginAt: Date | null;
  /** Last sign-in or presence heartbeat (written at most once a minute). */
  lastSeenAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, email, password_hash, first_name, last_name, display_name, phone_number, photo_url, artist_name,
  roles, is_distributed, is_label, linked_artist_id, email_verified_at, archived_at, token_version, last_login_at, last_seen_at, created_at`;

type UserRow = RowOf<UserRecord>;

const toRecord = (row: UserRow) => recordOf<UserRecord>(row);

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where email = $1`, [normalizeEmail(email)]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  artistName?: string | null;
  roles?: StoredRole[];
  isDistributed?: boolean;
  isLabel?: boolean;
  emailVerified?: boolean;
  archived?: boolean;
}

/** The new account, or null when the email is already registered. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(
    `insert into users (id, email, password_hash, first_name, last_name, phone_number, artist_name, roles, is_distributed,
                        email_verified_at, archived_at, is_label)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $10 then now() end, case when $11 then now() end, $12)
     on conflict (email) do nothing
     returning ${COLUMNS}`,
    [
      user.id ?? newObjectId(),
      normalizeEmail(user.email),
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.phoneNumber ?? null,
      user.artistName ?? null,
      user.roles ?? [],
      user.isDistributed ?? false,
      user.emailVerified ?? false,
      user.archived ?? false,
      user.isLabel ?? false,
    ],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Sets a new password hash and revokes every token issued before. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(
    'update users set password_hash = $2, token_version = token_version + 1, updated_at = now() where id = $1',
    [userId, passwordHash],
  );
  sessionsChanged(db, userId);
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1', [userId]);
}

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A rehash at login with today's parameters: same password, so tokens stay valid. */
export async function replacePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}
