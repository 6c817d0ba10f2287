import type { SignInClient } from '../accounts/sign-ins.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { AGREEMENT_TYPES, type AgreementType, currentVersion } from './texts.js';

type Schemas = components['schemas'];
type AgreementCode = Schemas['AgreementRequiredError']['code'];

const NAMES: Record<AgreementType, string> = { USER_AGREEMENT: 'user agreement', DISTRIBUTION_AGREEMENT: 'distribution agreement' };

/** The refusals' sentences; the app's error catalogue (src/shared/api/errors.ts) has the same ones by code. */
export const AGREEMENT_MESSAGES = {
  signUpRequired: 'Accept the user agreement to create an account.',
  submitRequired: 'Accept the distribution agreement before you send a release for review.',
  ownerRequired: 'The owner of this release has not accepted the current distribution agreement yet.',
  outdated: (type: AgreementType) => `The ${NAMES[type]} has changed. Read the current version and accept it.`,
} as const;

/** A refusal in the `AgreementRequiredError` shape (428 when something must be accepted first, 409 for a stale version). */
export function agreementRefusal(status: 409 | 428, type: AgreementType, code: AgreementCode, message: string): HttpError {
  return new HttpError(status, message, {}, { code, agreementType: type, currentVersion: currentVersion(type) });
}

/** 409 unless `version` is the current one of `type`. */
export function assertCurrentVersion(type: AgreementType, version: string): void {
  if (version !== currentVersion(type)) throw agreementRefusal(409, type, 'AGREEMENT_VERSION_OUTDATED', AGREEMENT_MESSAGES.outdated(type));
}

/** Appends one acceptance (rows are never changed: the table refuses updates). */
export async function recordAcceptance(db: Queryable, userId: string, type: AgreementType, version: string, client: SignInClient): Promise<void> {
  await db.query('insert into agreement_acceptances (user_id, type, version, ip_address, user_agent) values ($1, $2, $3, $4, $5)', [
    userId,
    type,
    version,
    client.ipAddress ?? 'unknown',
    client.userAgent?.slice(0, 512) ?? null,
  ]);
}

export async function acceptancesOf(db: Queryable, userId: string): Promise<Schemas['AgreementAcceptance'][]> {
  const { rows } = await db.query<{ type: AgreementType; version: string; accepted_at: Date; ip_address: string; user_agent: string | null }>(
    'select type, version, accepted_at, ip_address, user_agent from agreement_acceptances where user_id = $1 order by accepted_at desc, id desc',
    [userId],
  );
  return rows.map((row) => ({ type: row.type, version: row.version, acceptedAt: row.accepted_at.toISOString(), ipAddress: row.ip_address, userAgent: row.user_agent }));
}

/** The caller's acceptances and the agreements whose current version is not among them. */
export async function userAgreements(db: Queryable, userId: string): Promise<Schemas['UserAgreements']> {
  const acceptances = await acceptancesOf(db, userId);
  const outstanding = AGREEMENT_TYPES.filter((type) => !acceptances.some((entry) => entry.type === type && entry.version === currentVersion(type)));
  return { acceptances, outstanding };
}

/**
 * 428 unless the owner accepted the current distribution agreement: never (`AGREEMENT_NOT_ACCEPTED`)
 * or an older version only (`AGREEMENT_VERSION_OUTDATED`).
 */
export async function assertDistributionAccepted(db: Queryable, ownerId: string, callerIsOwner: boolean): Promise<void> {
  const type = 'DISTRIBUTION_AGREEMENT';
  const { rows } = await db.query<{ version: string }>('select distinct version from agreement_acceptances where user_id = $1 and type = $2', [ownerId, type]);
  if (rows.some((row) => row.version === currentVersion(type))) return;
  if (!callerIsOwner) throw agreementRefusal(428, type, rows.length ? 'AGREEMENT_VERSION_OUTDATED' : 'AGREEMENT_NOT_ACCEPTED', AGREEMENT_MESSAGES.ownerRequired);
  if (rows.length) throw agreementRefusal(428, type, 'AGREEMENT_VERSION_OUTDATED', AGREEMENT_MESSAGES.outdated(type));
  throw agreementRefusal(428, type, 'AGREEMENT_NOT_ACCEPTED', AGREEMENT_MESSAGES.submitRequired);
}
