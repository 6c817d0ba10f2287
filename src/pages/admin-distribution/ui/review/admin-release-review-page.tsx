import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { awaitsDeliveryReceipts, RELEASE_FORMAT_LABELS, RELEASE_STATUS_PALETTE, releaseQueries, releaseStatusLabel, type Release } from '@/entities/release';
import { toApiError } from '@/shared/api';
import { Link, useLocation, useParams } from 'react-router';
import { Badge, EmptyState, ErrorState, Skeleton, SkeletonText } from '@/shared/ui';
import { queueBackPath } from '../../config/review-paths';
import { sectionStyles } from './section';

// The sections and the review moves (audio preview, forms with Conform and Zod) are one more
// chunk, asked for as soon as this page loads, with the release.
const RECEIPT_POLL_MS = 5000;

const loadBody = () => import('../deferred');
const ReviewBody = lazy(() => loadBody().then((module) => ({ default: module.ReviewBody })));
const ReviewActions = lazy(() => loadBody().then((module) => ({ default: module.ReviewActions })));
void loadBody().catch(() => undefined);

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' }),
  title: css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' }),
  version: css({ fontWeight: 'normal', color: 'fg.muted' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '2', rowGap: '1', mt: '1', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  note: css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle', textStyle: 'sm', borderLeftWidth: '4px', borderLeftColor: 'warning.default', overflowWrap: 'anywhere' }),
  // One column on a phone; the cover's column beside the rest from `lg` (as the loaded body).
  columns: css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: '5', alignItems: 'start' }),
};

function BodySkeleton() {
  return (
    <div className={styles.columns} aria-busy="true" aria-label="Loading the review">
      <Skeleton height={360} />
      <Skeleton height={360} />
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={sectionStyles.link}>
      ← Distribution queue
    </Link>
  );
}

function ReviewSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Loading the release">
      <SkeletonText lines={2} />
      <div className={styles.columns}>
        <Skeleton height={360} />
        <Skeleton height={360} />
      </div>
    </div>
  );
}

function ReviewError({ error, onRetry, backTo }: { error: unknown; onRetry: () => void; backTo: string }) {
  const back = (
    <Link to={backTo} className={sectionStyles.link}>
      Back to the distribution queue
    </Link>
  );
  if (toApiError(error).status === 404)
    return <EmptyState title="Release not found" description="It may have been deleted, or the link is wrong." action={back} />;
  return (
    <div className={styles.page}>
      <ErrorState error={error} title="The release could not be loaded" onRetry={onRetry} />
      {back}
    </div>
  );
}

function ReviewHeader({ release }: { release: Release }) {
  const artists = release.artists.map((artist) => artist.name).join(', ');
  return (
    <header className={styles.header}>
      <div className={css({ minW: '0' })}>
        <h1 className={styles.title}>
          {release.title || 'Untitled release'}
          {release.titleVersion && <span className={styles.version}> ({release.titleVersion})</span>}
        </h1>
        <div className={styles.meta}>
          <Badge palette={RELEASE_STATUS_PALETTE[release.displayStatus]}>{releaseStatusLabel(release.displayStatus)}</Badge>
          <span>{artists || 'No artist yet'}</span>
          <span aria-hidden>·</span>
          <span>{RELEASE_FORMAT_LABELS[release.format]}</span>
          <span aria-hidden>·</span>
          <span>Owner: {release.ownerName}</span>
        </div>
      </div>
      <Suspense fallback={null}>
        <ReviewActions release={release} />
      </Suspense>
    </header>
  );
}

function LoadedReview({ release, backTo }: { release: Release; backTo: string }) {
  return (
    <div className={styles.page}>
      <BackLink to={backTo} />
      <ReviewHeader release={release} />
      {release.reviewNote && (release.status === 'REJECTED' || release.status === 'PENDING') && (
        <p className={styles.note}>
          <strong>Review note:</strong> {release.reviewNote}
        </p>
      )}
      <Suspense fallback={<BodySkeleton />}>
        <ReviewBody release={release} />
      </Suspense>
    </div>
  );
}

/** `/admin/distribution/:releaseId`: everything an admin needs to review, identify and deliver a release. */
export function AdminReleaseReviewPage() {
  const { releaseId = '' } = useParams();
  const location = useLocation();
  const backTo = queueBackPath(location.state);
  const query = useQuery({
    ...releaseQueries.detail(releaseId),
    retry: (count, error) => count < 1 && ![403, 404].includes(toApiError(error).status),
    // The partner's receipts move the release on its own: polled while they are awaited (DESIGN §6).
    refetchInterval: (current) => (current.state.data && awaitsDeliveryReceipts(current.state.data) ? RECEIPT_POLL_MS : false),
  });
  if (query.isPending) return <ReviewSkeleton />;
  if (query.isError) return <ReviewError error={query.error} onRetry={() => void query.refetch()} backTo={backTo} />;
  return <LoadedReview release={query.data} backTo={backTo} />;
}
