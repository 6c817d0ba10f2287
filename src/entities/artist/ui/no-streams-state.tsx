import { button } from 'styled-system/recipes';
import { Link } from 'react-router';
import { EmptyState, type EmptyStateProps } from '@/shared/ui';

export const INTEGRATIONS_PATH = '/dashboard/integrations';

export interface NoStreamsStateProps {
  /** Who has no streams: an artist's name, or "the artists on your roster". */
  subject: string;
  /** Verified on at least one platform: then only the period or the platforms are too narrow. */
  verified: boolean;
  /** What is missing, when not streams (e.g. "No payouts yet"). */
  title?: string;
  variant?: EmptyStateProps['variant'];
}

/**
 * Figures and charts without a single stream: what to do next instead of flat zeros. Streams
 * come in once an artist is verified on a platform; a verified artist without streams in the
 * range needs a longer period or more platforms.
 */
export function NoStreamsState({ subject, verified, title, variant }: NoStreamsStateProps) {
  if (verified) {
    return (
      <EmptyState
        variant={variant}
        title={title ?? 'No streams in this period'}
        description="Choose a longer period or more platforms to see streams and estimated earnings."
      />
    );
  }
  return (
    <EmptyState
      variant={variant}
      title={title ?? 'No streams yet'}
      description={`Verify ${subject} on Spotify or Apple Music to bring in streams and estimated earnings. They show here once the platform reports them.`}
      action={
        <Link className={button({ variant: 'outline', size: 'sm' })} to={INTEGRATIONS_PATH}>
          Go to integrations
        </Link>
      }
    />
  );
}

/** An empty roster: artists join it when they are verified on a platform. */
export function EmptyRosterState({ variant }: Pick<NoStreamsStateProps, 'variant'>) {
  return (
    <EmptyState
      variant={variant}
      title="No artists on your roster yet"
      description="Add an artist to your roster by verifying them on Spotify or Apple Music; their streams and estimated earnings show here."
      action={
        <Link className={button({ variant: 'outline', size: 'sm' })} to={INTEGRATIONS_PATH}>
          Go to integrations
        </Link>
      }
    />
  );
}
