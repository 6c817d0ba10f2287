import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { verificationPlatformLabel } from '@/entities/artist';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { Avatar, Badge, EmailAddress, EmptyState, tableStyles as t, TitledSection } from '@/shared/ui';
import type { AdminUserDetails } from '../api/admin-users-api';
import { RoleBadges } from './role-badges';

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: { base: '1', sm: '3' }, m: '0' }),
  term: css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium', mt: { base: '2', sm: '0' } }),
  detail: css({ m: '0', minW: '0', overflowWrap: 'anywhere' }),
  roster: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  artist: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0', flexWrap: 'wrap' }),
  artistName: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted' }),
};

export const when = (iso: string | null | undefined, fallback = 'Never') => (iso ? formatMoment(iso, { withTime: true }) : fallback);

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
    <TitledSection id="user-profile" title="Profile">
      <dl className={styles.facts}>
        <Fact term="Name">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</Fact>
        <Fact term="Display name">{user.displayName || '—'}</Fact>
        <Fact term="Email"><EmailAddress email={user.email} /></Fact>
        <Fact term="Phone">{user.phoneNumber || '—'}</Fact>
        <Fact term="Roles">
          <RoleBadges roles={user.roles} />
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
    </TitledSection>
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
    <TitledSection id="user-roster" title="Roster">
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
    </TitledSection>
  );
}
