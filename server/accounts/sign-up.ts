import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCurrentVersion, recordAcceptance } from '../agreements/acceptances.js';
import { hashPassword } from '../auth/passwords.js';
import { addressKey, LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import type { components } from '../generated/openapi.js';
import { catalogChanged } from '../catalog/cache.js';
import { HttpError } from '../http/errors.js';
import { ensureSubscriber } from '../mail/subscribers.js';
import { sendVerificationCode } from './account-emails.js';
import { acceptInvite, findPendingInvite, type InviteRecord } from './invites.js';
import { addToRoster, ensureArtist, findOrCreateArtist, linkArtist } from './roster.js';
import { signInClientOf } from './sign-ins.js';
import { insertUser, normalizeEmail, type StoredRole } from './users.js';

type SignUpRequest = components['schemas']['SignUpRequest'];
export type SignUpKind = 'user' | 'artist' | 'invite';

export const SIGN_UP_MESSAGES = {
  duplicate: 'An account with this email already exists.',
  invalidInvite: 'This invite code is invalid or has expired.',
  otherEmail: 'This invite was sent to another email address.',
  tooMany: 'Too many sign-up attempts. Try again in {wait}.',
} as const;

// The sign-up form's messages (spec 1 §5); schema validation gives the same ones (x-messages).
const REQUIRED_MESSAGES = {
  firstName: 'First name required',
  lastName: 'Last name required',
  email: 'Email is required',
  artistName: 'Artist name is required',
  password: 'Password is required',
  phoneNumber: 'Phone number is required',
} as const;

/**
 * The three sign-ups: an unverified account (a 6-digit code is emailed), with the artist on the
 * roster for artist sign-up, and the invite's artist and role for invite sign-up; each records the
 * acceptance of the current user agreement.
 */
export async function signUp(app: FastifyInstance, request: FastifyRequest, body: SignUpRequest, kind: SignUpKind) {
  const address = addressKey(request.ip);
  const wait = await secondsUntilAllowed(app.db, LIMITS.signUpsPerAddress, address);
  if (wait > 0) throw tooManyRequests(wait, SIGN_UP_MESSAGES.tooMany);

  const fields = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: normalizeEmail(body.email),
    artistName: body.artistName.trim(),
    password: body.password,
    phoneNumber: body.phoneNumber.trim(),
  };
  for (const [name, message] of Object.entries(REQUIRED_MESSAGES)) {
    if (fields[name as keyof typeof fields] === '') throw new HttpError(400, message);
  }
  assertCurrentVersion('USER_AGREEMENT', body.acceptedUserAgreementVersion);
  await recordEvent(app.db, LIMITS.signUpsPerAddress, address);

  let invite: InviteRecord | null = null;
  if (kind === 'invite') {
    invite = body.inviteCode ? await findPendingInvite(app.db, body.inviteCode) : null;
    if (!invite) throw new HttpError(404, SIGN_UP_MESSAGES.invalidInvite);
    // The code came by email to this address: another one would take the invite's role unchecked.
    if (invite.inviteeEmail !== fields.email) throw new HttpError(422, SIGN_UP_MESSAGES.otherEmail);
  }
  // The invited artist as the platform knows it (its name), when the catalogue does not have it yet.
  const invitedProfile = invite?.inviteeArtistId ? await app.platforms.directories.spotify.findArtist(invite.inviteeArtistId) : null;
  const passwordHash = await hashPassword(fields.password);
  const user = await app.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: fields.email,
      passwordHash,
      firstName: fields.firstName,
      lastName: fields.lastName,
      phoneNumber: fields.phoneNumber,
      artistName: fields.artistName,
      roles: invite ? rolesOf(invite) : [],
    });
    if (!created) throw new HttpError(409, SIGN_UP_MESSAGES.duplicate);
    if (invite && !(await acceptInvite(tx, invite.id, created.id))) throw new HttpError(404, SIGN_UP_MESSAGES.invalidInvite);
    if (kind === 'artist') {
      const artist = await findOrCreateArtist(tx, { name: fields.artistName, spotifyId: body.artistId ?? null });
      await addToRoster(tx, created.id, artist.id);
    } else if (invite?.inviteeArtistId) {
      // The invited artist, on the roster (not verified) and linked.
      const artist = invitedProfile
        ? await ensureArtist(tx, invitedProfile)
        : await findOrCreateArtist(tx, { name: fields.artistName, spotifyId: invite.inviteeArtistId });
      await addToRoster(tx, created.id, artist.id);
      await linkArtist(tx, created.id, artist.id);
    }
    await ensureSubscriber(tx, { email: created.email, firstName: created.firstName, userId: created.id });
    await recordAcceptance(tx, created.id, 'USER_AGREEMENT', body.acceptedUserAgreementVersion, signInClientOf(request));
    return created;
  });
  catalogChanged(app.db); // the roster writes above invalidated the transaction's handle only
  await sendVerificationCode(app, user);
  return { success: true, message: `Account created. We sent a 6-digit verification code to ${user.email}.` };
}

function rolesOf(invite: InviteRecord): StoredRole[] {
  return invite.inviteeRole === 'ARTIST' ? [] : [invite.inviteeRole];
}
