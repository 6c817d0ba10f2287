import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { platformLabel, type Platform } from '@/entities/artist';
import { verificationPlatformOf, VerifyArtistButton } from '@/features/verify-artist';
import { Link } from 'react-router';
import {
  Avatar,
  Badge,
  EmptyState,
  ErrorState,
  PageHeader,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import { integrationsQuery } from '../api/dashboard-api';
import { formatMoment } from '@/shared/lib/dates';


/** Starts verification on a platform that supports it (again, for another artist, once verified). */
function VerifyAction({ platform, verified, supported }: { platform: Platform; verified: boolean; supported: boolean }) {
  const verificationPlatform = verificationPlatformOf(platform);
  if (!supported || verificationPlatform === null) return null;
  return (
    <VerifyArtistButton platform={verificationPlatform} size="sm" variant={verified ? 'outline' : 'solid'}>
      {verified ? 'Verify another artist' : 'Verify'}
      <span className={t.visuallyHidden}> on {platformLabel(platform)}</span>
    </VerifyArtistButton>
  );
}

/** `/dashboard/integrations`: per platform, verified or not and the linked artist. */
export function IntegrationsPage() {
  const integrations = useQuery(integrationsQuery());
  return (
    <div className={s.page}>
      <PageHeader title="Integrations" subtitle="Streaming platforms connected to your account" />
      {integrations.isPending ? (
        <TableSkeleton columns={4} rows={7} label="Loading integrations" />
      ) : integrations.isError ? (
        <ErrorState title="Unable to load integrations" error={integrations.error} onRetry={() => void integrations.refetch()} />
      ) : integrations.data.integrations.length === 0 ? (
        <EmptyState title="No platforms available" />
      ) : (
        <TableFrame label="Platform integrations">
          <table className={t.table}>
            <caption className={t.caption}>Platform integrations</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Platform</th>
                <th scope="col" className={t.th}>Status</th>
                <th scope="col" className={t.th}>Linked artist</th>
                <th scope="col" className={t.th}>Verified</th>
                <th scope="col" className={t.th}>
                  <span className={t.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {integrations.data.integrations.map((row) => (
                <tr key={row.platform} data-testid="integration-row">
                  <th scope="row" className={t.td}>{platformLabel(row.platform)}</th>
                  <td className={t.td}>
                    {row.verified ? (
                      <Badge palette="success">Verified</Badge>
                    ) : row.connected ? (
                      <Badge palette="warning">Connected, not verified</Badge>
                    ) : (
                      <Badge>{row.supportsVerification ? 'Not verified' : 'Not available yet'}</Badge>
                    )}
                  </td>
                  <td className={t.td}>
                    {row.artist ? (
                      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                        <Avatar src={row.artist.image} name={row.artist.name} size="xs" />
                        <Link className={t.link} to={`/dashboard/artists/${row.artist._id}`}>{row.artist.name}</Link>
                      </span>
                    ) : (
                      <span className={t.muted}>None</span>
                    )}
                  </td>
                  <td className={t.td}>{row.verifiedAt ? formatMoment(row.verifiedAt) : '—'}</td>
                  <td className={t.td}>
                    <VerifyAction platform={row.platform} verified={row.verified} supported={row.supportsVerification} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
