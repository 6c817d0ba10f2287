import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';

export const INVITE_TTL_DAYS = 14;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are typed in
const CODE_LENGTH = 10;

export type InviteeRole = 'ARTIST' | 'INVESTOR' | 'ADMIN';

export interface InviteRecord {
  id: string;
  code: string;
  inviteeEmail: string;
  inviteeFirstName: string | null;
  inviteeRole: InviteeRole;
  inviteeArtistId: string | null;
}

export interface NewInvite {
  inviteeEmail: string;
  inviteeFirstName?: string | null;
  inviteeLastName?: string | null;
  inviteePhoneNumber?: string | null;
  inviteeRole?: InviteeRole;
  inviteeArtistId?: string | null;
  inviterArtistId?: string | null;
  invitedBy?: string | null;
}

type InviteRow = {
  id: string;
  code: string;
  invitee_email: string;
  invitee_first_name: string | null;
  invitee_role: InviteeRole;
  invitee_artist_id: string | null;
};
const COLUMNS = 'id, code, invitee_email, invitee_first_name, invitee_role, invitee_artist_id';

function toInvite(row: InviteRow): InviteRecord {
  return {
    id: row.id,
    code: row.code,
    inviteeEmail: row.invitee_email,
    inviteeFirstName: row.invitee_first_name,
    inviteeRole: row.invitee_role,
    inviteeArtistId: row.invitee_artist_id,
  };
}

export function newInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Codes are typed in: compare them trimmed and upper-cased. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function createInvite(db: Queryable, invite: NewInvite): Promise<InviteRecord> {
  const { rows } = await db.query<InviteRow>(
    `insert into invites (id, code, invitee_email, invitee_first_name, invitee_last_name, invitee_phone_number, invitee_role,
                          invitee_artist_id, inviter_artist_id, invited_by, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11))
     returning ${COLUMNS}`,
    [
      newObjectId(),
      newInviteCode(),
      invite.inviteeEmail.trim().toLowerCase(),
      invite.inviteeFirstName ?? null,
      invite.inviteeLastName ?? null,
      invite.inviteePhoneNumber ?? null,
      invite.inviteeRole ?? 'ARTIST',
      invite.inviteeArtistId ?? null,
      invite.inviterArtistId ?? null,
      invite.invitedBy ?? null,
      INVITE_TTL_DAYS,
    ],
  );
  return toInvite(rows[0]!);
}

export async function markInviteSent(db: Queryable, inviteId: string): Promise<void> {
  await db.query('update invites set email_sent_at = now() where id = $1', [inviteId]);
}

/** A pending invite (not accepted, revoked or expired) with this code. */
export async function findPendingInvite(db: Queryable, code: string): Promise<InviteRecord | null> {
  const { rows } = await db.query<InviteRow>(
    `select ${COLUMNS} from invites
      where code = $1 and accepted_at is null and revoked_at is null and expires_at > now()`,
    [normalizeInviteCode(code)],
  );
  return rows[0] ? toInvite(rows[0]) : null;
}

export async function hasPendingInviteFor(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from invites where invitee_email = $1 and accepted_at is null and revoked_at is null and expires_at > now()`,
    [email.trim().toLowerCase()],
  );
  return rows.length > 0;
}

/** Marks the invite used by this account; false when someone used it first. */
export async function acceptInvite(db: Queryable, inviteId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `update invites set accepted_at = now(), accepted_by = $2
      where id = $1 and accepted_at is null and revoked_at is null and expires_at > now()
     returning id`,
    [inviteId, userId],
  );
  return rows.length > 0;
}
