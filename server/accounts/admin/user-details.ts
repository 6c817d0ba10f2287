import { acceptancesOf } from '../../agreements/acceptances.js';
import type { Queryable } from '../../db/index.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { integrationsOf } from '../integrations.js';
import { latestSignIns } from '../sign-ins.js';
import { userView } from '../user-view.js';
import { findUserById } from '../users.js';

type Schemas = components['schemas'];

const INVITE_STATUS = `case when i.accepted_at is not null then 'accepted' when i.revoked_at is not null then 'revoked'
                           when i.expires_at <= now() then 'expired' else 'sent' end`;
const DISPLAY_STATUS = `case when r.status = 'DRAFT' and cardinality(r.missing_fields) > 0 then 'INCOMPLETE' else r.status end`;

/** Everything the admin user page shows about one account (404 "User not found"). */
export async function adminUserDetails(db: Queryable, userId: string): Promise<Schemas['AdminUserDetails']> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'User not found');
  const view = await userView(db, user);
  const [releases, invites, stats, invitedBy, integrations, signIns, agreements] = await Promise.all([
    db.query<{ id: string; title: string; format: Schemas['ReleaseFormat']; status: Schemas['ReleaseStatus']; display_status: Schemas['ReleaseDisplayStatus']; updated_at: Date }>(
      `select r.id, r.title, r.format, r.status, ${DISPLAY_STATUS} as display_status, r.updated_at
         from releases r where r.owner_id = $1 order by r.updated_at desc, r.id desc limit 20`,
      [userId],
    ),
    db.query<{ id: string; invitee_email: string; invitee_role: Schemas['AdminUserInvite']['inviteeRole']; status: Schemas['InviteStatus']; created_at: Date }>(
      `select i.id, i.invitee_email, i.invitee_role, ${INVITE_STATUS} as status, i.created_at
         from invites i where i.invited_by = $1 order by i.created_at desc, i.id desc limit 20`,
      [userId],
    ),
    db.query<{ releases: number; releases_live: number; invites_sent: number; invites_accepted: number }>(
      `select (select count(*)::int from releases where owner_id = $1) as releases,
              (select count(*)::int from releases where owner_id = $1 and status = 'ONLINE') as releases_live,
              (select count(*)::int from invites where invited_by = $1) as invites_sent,
              (select count(*)::int from invites where invited_by = $1 and accepted_at is not null) as invites_accepted`,
      [userId],
    ),
    db.query<{ id: string; email: string; name: string | null; photo_url: string | null }>(
      `select u.id, u.email, nullif(trim(u.first_name || ' ' || u.last_name), '') as name, u.photo_url
         from invites i join users u on u.id = i.invited_by where i.accepted_by = $1 order by i.accepted_at desc limit 1`,
      [userId],
    ),
    integrationsOf(db, user),
    latestSignIns(db, userId, 20),
    acceptancesOf(db, userId),
  ]);
  const counts = stats.rows[0]!;
  const inviter = invitedBy.rows[0];
  return {
    user: view,
    status: user.archivedAt ? 'archived' : 'active',
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    archivedAt: user.archivedAt?.toISOString() ?? null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    roster: view.artists.map(({ _artist }) => ({
      _id: _artist._id,
      name: _artist.name ?? '',
      image: _artist.image ?? null,
      spotifyId: _artist.spotifyId ?? null,
      isVerified: _artist.isVerified ?? {},
    })),
    integrations,
    invitedBy: inviter ? { _id: inviter.id, email: inviter.email, name: inviter.name ?? inviter.email, photoURL: inviter.photo_url } : null,
    stats: { releases: counts.releases, releasesLive: counts.releases_live, invitesSent: counts.invites_sent, invitesAccepted: counts.invites_accepted },
    releases: releases.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      type: row.format,
      status: row.status,
      displayStatus: row.display_status,
      updatedAt: row.updated_at.toISOString(),
    })),
    invites: invites.rows.map((row) => ({
      _id: row.id,
      inviteeEmail: row.invitee_email,
      inviteeRole: row.invitee_role,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    signIns,
    agreements,
  };
}
