import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AGREEMENT_LABELS } from '@/entities/agreement';
import { verificationPlatformLabel } from '@/entities/artist';
import { RELEASE_FORMAT_LABELS, RELEASE_STATUS_PALETTE, releaseStatusLabel } from '@/entities/release';
import { formatMoment } from '@/shared/lib/dates';
import { deferredModule, useModuleWhenIdle } from '@/shared/lib/deferred';
import { labelOf } from '@/shared/lib/labels';
import { Link } from 'react-router';
import { Avatar, Badge, EmailAddress, EmptyState, surfaceStyles as s, TableFrame, tableStyles as t } from '@/shared/ui';
import type { AdminUserDetails } from '../api/admin-users-api';
import { INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLE_LABELS, SIGN_IN_METHOD_LABELS } from '../config/labels';
import { roleLabels } from '../lib/role-badges';

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: { base: '1', sm: '3' }, m: '0' }),
  term: css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium', mt: { base: '2', sm: '0' } }),
  detail: css({ m: '0', minW: '0', overflowWrap: 'anywhere' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  roster: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  artist: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0', flexWrap: 'wrap' }),
  artistName: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

const when = (iso: string | null | undefined, fallback = 'Never') => (iso ? formatMoment(iso, { withTime: true }) : fallback);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 id={id} className={s.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/** Names, roles, status, email confirmation, sign-ins and who invited the account. */
export function ProfileSection({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  return (
    <Section id="user-profile" title="Profile">
      <dl className={styles.facts}>
        <Fact term="Name">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</Fact>
        <Fact term="Display name">{user.displayName || '—'}</Fact>
        <Fact term="Email"><EmailAddress email={user.email} /></Fact>
        <Fact term="Phone">{user.phoneNumber || '—'}</Fact>
        <Fact term="Roles">
          <span className={styles.badges}>
            {roleLabels(user.roles).map((label) => (
              <Badge key={label} palette={label === 'Admin' ? 'accent' : 'neutral'} size="sm">
                {label}
              </Badge>
            ))}
          </span>
        </Fact>
        <Fact term="Status">
          {details.status === 'archived' ? (
            <>
              <Badge palette="warning" size="sm">Archived</Badge> {details.archivedAt ? `since ${when(details.archivedAt)}` : null}
            </>
          ) : (
            <Badge palette="success" size="sm">Active</Badge>
          )}
        </Fact>
        <Fact term="Email confirmed">{details.emailVerified ? 'Yes' : 'Not yet'}</Fact>
        <Fact term="Signed up">{when(details.createdAt, '—')}</Fact>
        <Fact term="Last sign-in">{when(details.lastLoginAt)}</Fact>
        <Fact term="Last seen">{when(details.lastSeenAt)}</Fact>
        <Fact term="Invited by">
          {details.invitedBy ? (
            <Link className={t.link} to={`/admin/users/${details.invitedBy._id}`}>
              {details.invitedBy.name}
            </Link>
          ) : (
            'Signed up without an invitation'
          )}
        </Fact>
        <Fact term="Distribution">{user.permissions.isDistributed ? 'Distributes releases' : 'Not distributing'}</Fact>
        <Fact term="Label account">{user.permissions.isLabel ? 'Yes: may manage several verified artists' : 'No'}</Fact>
      </dl>
    </Section>
  );
}

/** The verification platforms an artist is verified on, as their labels. */
function verifiedOn(flags: Record<string, boolean | undefined> | undefined): string[] {
  return Object.entries(flags ?? {})
    .filter(([, verified]) => verified)
    .map(([platform]) => verificationPlatformLabel(platform));
}

/** The roster, each artist with the platforms it is verified on; the linked artist marked. */
export function RosterSection({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  const entries = details.roster.map((artist) => ({ id: artist._id, name: artist.name, image: artist.image, platforms: verifiedOn(artist.isVerified) }));
  return (
    <Section id="user-roster" title="Roster">
      {entries.length === 0 ? (
        <EmptyState variant="inline" title="No artists on the roster" description="Link an artist to give this account its artist." />
      ) : (
        <ul className={styles.roster}>
          {entries.map((artist) => (
            <li key={artist.id} className={styles.artist}>
              <Avatar src={artist.image} name={artist.name} size="sm" />
              <span className={styles.artistName}>{artist.name}</span>
              {user._artist?._id === artist.id && <Badge palette="accent" size="sm">Linked artist</Badge>}
              {artist.platforms.length === 0 ? (
                <Badge palette="neutral" size="sm">Not verified</Badge>
              ) : (
                artist.platforms.map((platform) => (
                  <Badge key={platform} palette="success" size="sm">
                    Verified on {platform}
                  </Badge>
                ))
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The latest releases, each linking to its review page. */
export function ReleasesSection({ details }: { details: AdminUserDetails }) {
  return (
    <Section id="user-releases" title="Latest releases">
      {details.releases.length === 0 ? (
        <EmptyState variant="inline" title="No releases yet" />
      ) : (
        <TableFrame label="Latest releases table" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Latest releases</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Title</th>
                <th scope="col" className={t.th}>Format</th>
                <th scope="col" className={t.th}>Status</th>
                <th scope="col" className={t.th}>Updated</th>
              </tr>
            </thead>
            <tbody>
              {details.releases.map((release) => (
                <tr key={release._id}>
                  <th scope="row" className={t.td}>
                    <Link className={t.link} to={`/admin/distribution/${release._id}`}>
                      {release.title || 'Untitled release'}
                    </Link>
                  </th>
                  <td className={t.td}>{labelOf(RELEASE_FORMAT_LABELS, release.type)}</td>
                  <td className={t.td}>
                    <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus]} size="sm">
                      {releaseStatusLabel(release.displayStatus)}
                    </Badge>
                  </td>
                  <td className={`${t.td} ${styles.nowrap}`}>{formatMoment(release.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}

/** Invitations this account sent. */
export function InvitesSection({ details }: { details: AdminUserDetails }) {
  return (
    <Section id="user-invites" title="Invites sent">
      {details.invites.length === 0 ? (
        <EmptyState variant="inline" title="No invitations sent" />
      ) : (
        <TableFrame label="Invites sent table" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Invites sent</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Invitee</th>
                <th scope="col" className={t.th}>Role</th>
                <th scope="col" className={t.th}>Status</th>
                <th scope="col" className={t.th}>Sent</th>
              </tr>
            </thead>
            <tbody>
              {details.invites.map((invite) => (
                <tr key={invite._id}>
                  <th scope="row" className={t.td}><EmailAddress email={invite.inviteeEmail} /></th>
                  <td className={t.td}>{labelOf(INVITEE_ROLE_LABELS, invite.inviteeRole)}</td>
                  <td className={t.td}>
                    <Badge palette={INVITE_STATUS_PALETTE[invite.status]} size="sm">
                      {labelOf(INVITE_STATUS_LABELS, invite.status)}
                    </Badge>
                  </td>
                  <td className={`${t.td} ${styles.nowrap}`}>{formatMoment(invite.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}

// The user-agent parser (bowser, ~9 kB gzip) comes with the sign-in history, not with the users list.
const deviceNames = deferredModule(() => import('../lib/describe-device'));

/** The latest sign-ins: when, how and from which device. */
export function SignInsSection({ details }: { details: AdminUserDetails }) {
  const devices = useModuleWhenIdle(deviceNames, true);
  return (
    <Section id="user-sign-ins" title="Sign-in history">
      {details.signIns.length === 0 ? (
        <EmptyState variant="inline" title="No sign-ins yet" />
      ) : (
        <TableFrame label="Sign-in history table" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Sign-in history</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>When</th>
                <th scope="col" className={t.th}>How</th>
                <th scope="col" className={t.th}>Device</th>
                <th scope="col" className={t.th}>IP address</th>
              </tr>
            </thead>
            <tbody>
              {details.signIns.map((signIn, index) => (
                <tr key={`${signIn.at}-${index}`}>
                  <th scope="row" className={`${t.td} ${styles.nowrap}`}>{formatMoment(signIn.at, { withTime: true })}</th>
                  <td className={t.td}>{labelOf(SIGN_IN_METHOD_LABELS, signIn.method)}</td>
                  <td className={t.td} aria-busy={devices ? undefined : true}>
                    {devices?.describeDevice(signIn.userAgent)}
                  </td>
                  <td className={`${t.td} ${styles.nowrap}`}>{signIn.ipAddress ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}

/** Every agreement the user accepted: which, which version, when and from which address (spec 2 §9). */
export function AgreementsSection({ details }: { details: AdminUserDetails }) {
  return (
    <Section id="user-agreements" title="Agreements">
      {details.agreements.length === 0 ? (
        <EmptyState variant="inline" title="No agreements accepted" />
      ) : (
        <TableFrame label="Agreements table" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Agreements accepted</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Agreement</th>
                <th scope="col" className={t.th}>Version</th>
                <th scope="col" className={t.th}>Accepted</th>
                <th scope="col" className={t.th}>IP address</th>
              </tr>
            </thead>
            <tbody>
              {details.agreements.map((acceptance, index) => (
                <tr key={`${acceptance.acceptedAt}-${index}`}>
                  <th scope="row" className={t.td}>{AGREEMENT_LABELS[acceptance.type]}</th>
                  <td className={`${t.td} ${styles.nowrap}`}>{acceptance.version}</td>
                  <td className={`${t.td} ${styles.nowrap}`}>{formatMoment(acceptance.acceptedAt, { withTime: true })}</td>
                  <td className={`${t.td} ${styles.nowrap}`}>{acceptance.ipAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}
