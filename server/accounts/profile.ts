import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';
import { removeStoredPhoto } from './photo.js';
import { findUserById } from './users.js';

type ProfileUpdate = components['schemas']['UserProfileUpdate'];

/** Applies the fields given (trimmed); blank names are refused with the sign-up form's messages. */
export async function updateProfile(db: Queryable, userId: string, update: ProfileUpdate): Promise<void> {
  const columns: [string, string | null][] = [];
  if (update.firstName !== undefined) columns.push(['first_name', required(update.firstName, 'First name required')]);
  if (update.lastName !== undefined) columns.push(['last_name', required(update.lastName, 'Last name required')]);
  if (update.displayName !== undefined) {
    columns.push(['display_name', update.displayName === null ? null : required(update.displayName, 'Display name cannot be blank')]);
  }
  if (update.phoneNumber !== undefined) columns.push(['phone_number', required(update.phoneNumber, 'Phone number is required')]);
  if (columns.length === 0) return;
  const assignments = columns.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`update users set ${assignments}, updated_at = now() where id = $1`, [userId, ...columns.map(([, value]) => value)]);
}

function required(value: string, message: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new HttpError(400, message);
  return trimmed;
}

/** Gives the user their new stored photo; the one they had leaves storage. */
export async function setUserPhoto(db: Queryable, storage: FileStorage, userId: string, url: string): Promise<void> {
  const previous = await findUserById(db, userId);
  await db.query('update users set photo_url = $2, updated_at = now() where id = $1', [userId, url]);
  await removeStoredPhoto(storage, previous?.photoUrl ?? null);
}
