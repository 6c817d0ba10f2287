import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import { recordOf, type RowOf } from '../db/rows.js';
import { type Page, pageWindow, selectPage } from '../db/paging.js';
import type { components } from '../generated/openapi.js';

export const INVITE_TTL_DAYS = 14;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are typed in
const CODE_LENGTH = 10;

export type InviteeRole = 'ARTIST' | 'INVESTOR' | 'ADMIN';
export type InviteStatus = components['schemas']['InviteStatus'];
type UserBrief = components['schemas']['UserBrief'];

export const INVITE_MESSAGES = {
  notFound: 'Invite not found',
  accepted: 'This invite was already accepted.',
  revoked: 'This invite was revoked.',
  pending: 'This email already has a pending invite.',
  resentRecently: 'This invite was sent again recently. Try again in {wait}.',
} as const;

export interface InviteRecord {
  id: string;
  code: string;
  inviteeEmail: string;
  inviteeFirstName: string | null;
  inviteeLastName: string | null;
  inviteePhoneNumber: string | null;
  inviteeRole: InviteeRole;
  /** Spotify artist id of the invited artist. */
  inviteeArtistId: string | null;
  inviterArtistId: string | null;
  invitedBy: UserBrief | null;
  acceptedBy: UserBrief | null;
  createdAt: Date;
  expiresAt: Date;
  emailSentAt: Date | null;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  /** Days the invite is valid from its creation, and again from each resend. */
  ttlDays: number;
  /** An admin's personal note, mailed with the link. */
  note: string | null;
  status: InviteStatus;
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
  ttlDays?: number;
  note?: string | null;
}

type BriefColumns = { id: string | null; email: string | null; name: string | null; photo_url: string | null };
type InviteRow = RowOf<Omit<InviteRecord, 'invitedBy' | 'acceptedBy'>> & { inviter: BriefColumns; acceptor: BriefColumns };

const STATUS = `case when i.accepted_at is not null then 'accepted' when i.revoked_at is not null then 'revoked'
                     when i.expires_at <= now() then 'expired' else 'sent' end`;
const brief = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'name', nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''),
                     'photo_url', ${alias}.photo_url)`;
/** Select list and joins of an invite row (alias i) with its inviter and acceptor. */
const COLUMNS = `i.id, i.code, i.invitee_email, i.invitee_first_name, i.invitee_last_name, i.invitee_phone_number, i.invitee_role,
         i.invitee_artist_id, i.inviter_artist_id, i.created_at, i.expires_at, i.email_sent_at, i.accepted_at, i.revoked_at,
         i.ttl_days, i.note, ${STATUS} as status, ${brief('inviter')} as inviter, ${brief('acceptor')} as acceptor`;
const FROM = `from invites i
    left join users inviter on inviter.id = i.invited_by
    left join users acceptor on acceptor.id = i.accepted_by`;
const NEWEST_FIRST = 'i.created_at desc, i.id desc';
/** Open invites: the code works. */
const PENDING = 'i.accepted_at is null and i.revoked_at is null and i.expires_at > now()';

function toBrief(columns: BriefColumns): UserBrief | null {
  if (!columns.id) return null;
  return { _id: columns.id, email: columns.email!, name: columns.name ?? columns.email!, photoURL: columns.photo_url };
}

function toInvite({ inviter, acceptor, ...columns }: InviteRow): InviteRecord {
  return { ...recordOf<Omit<InviteRecord, 'invitedBy' | 'acceptedBy'>>(columns), invitedBy: toBrief(inviter), acceptedBy: toBrief(acceptor) };
}

async function selectOne(db: Queryable, where: string, params: unknown[]): Promise<InviteRecord | null> {
  const { rows } = await db.query<InviteRow>(`select ${COLUMNS} ${FROM} where ${where} order by ${NEWEST_FIRST} limit 1`, params);
  return rows[0] ? toInvite(rows[0]) : null;
}

export function newInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Codes are typed in: compare them trimmed and upper-cased. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The registration link of the invite emails: the app's sign-up page with the code and the email. */
export function inviteLink(baseUrl: string, invite: Pick<InviteRecord, 'code' | 'inviteeEmail'>): string {
  return `${baseUrl}/signup?${new URLSearchParams({ inviteCode: invite.code, inviteeEmail: invite.inviteeEmail })}`;
}

export async function createInvite(db: Queryable, invite: NewInvite): Promise<InviteRecord> {
  const ttlDays = invite.ttlDays ?? INVITE_TTL_DAYS;
  const { rows } = await db.query<{ id: string }>(
    `insert into invites (id, code, invitee_email, invitee_first_name, invitee_last_name, invitee_phone_number, invitee_role,
                          invitee_artist_id, inviter_artist_id, invited_by, expires_at, ttl_days, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11), $11, $12)
     returning id`,
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
      ttlDays,
      invite.note ?? null,
    ],
  );
  return (await findInviteById(db, rows[0]!.id))!;
}

export async function markInviteSent(db: Queryable, inviteId: string): Promise<void> {
  await db.query('update invites set email_sent_at = now() where id = $1', [inviteId]);
}

export async function findInviteById(db: Queryable, id: string): Promise<InviteRecord | null> {
  return selectOne(db, 'i.id = $1', [id]);
}

/** A pending invite (not accepted, revoked or expired) with this code. */
export async function findPendingInvite(db: Queryable, code: string): Promise<InviteRecord | null> {
  return selectOne(db, `i.code = $1 and ${PENDING}`, [normalizeInviteCode(code)]);
}

/** The latest invite this account sent to this email, whatever its status. */
export async function latestInviteFrom(db: Queryable, invitedBy: string, email: string): Promise<InviteRecord | null> {
  return selectOne(db, 'i.invited_by = $1 and i.invitee_email = $2', [invitedBy, email.trim().toLowerCase()]);
}

export async function hasPendingInviteFor(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from invites i where i.invitee_email = $1 and ${PENDING}`, [email.trim().toLowerCase()]);
  return rows.length > 0;
}

/** Marks the invite used by this account; false when someone used it first. */
export async function acceptInvite(db: Queryable, inviteId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `update invites i set accepted_at = now(), accepted_by = $2
      where i.id = $1 and ${PENDING}
     returning i.id`,
    [inviteId, userId],
  );
  return rows.length > 0;
}

/** Gives an unused, unrevoked invite its validity again from now (an expired one works again). */
export async function renewInvite(db: Queryable, inviteId: string): Promise<boolean> {
  const { rows } = await db.query(
    `update invites set expires_at = now() + make_interval(days => ttl_days)
      where id = $1 and accepted_at is null and revoked_at is null
     returning id`,
    [inviteId],
  );
  return rows.length > 0;
}

/** Revokes an unused invite (a revoked one keeps its first revocation); false when it was accepted. */
export async function revokeInvite(db: Queryable, inviteId: string): Promise<boolean> {
  const { rows } = await db.query(
    'update invites set revoked_at = coalesce(revoked_at, now()) where id = $1 and accepted_at is null returning id',
    [inviteId],
  );
  return rows.length > 0;
}

export interface InviteListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  status?: InviteStatus | undefined;
  search?: string | undefined;
}

/** A page of invites, newest first, filtered by status and by text (invitee, code, inviter). */
export async function listInvites(db: Queryable, query: InviteListQuery): Promise<Page<InviteRecord>> {
  const { status } = query;
  const search = query.search?.trim().toLowerCase() ?? '';
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (status) {
    params.push(status);
    conditions.push(`${STATUS} = $${params.length}`);
  }
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const p = `$${params.length}`;
    conditions.push(
      `(i.invitee_email like ${p} or lower(coalesce(i.invitee_first_name, '') || ' ' || coalesce(i.invitee_last_name, '')) like ${p}
        or lower(i.code) like ${p} or lower(coalesce(inviter.email, '')) like ${p}
        or lower(coalesce(inviter.first_name || ' ' || inviter.last_name, '')) like ${p})`,
    );
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return selectPage<InviteRow, InviteRecord>(
    db,
    { select: COLUMNS, from: `${FROM} ${where}`, params, order: NEWEST_FIRST, view: (rows) => rows.map(toInvite) },
    pageWindow(query),
  );
}
