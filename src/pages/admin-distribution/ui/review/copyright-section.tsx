import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { adminReviewQueries, deleteCopyrightScan, startCopyrightScan, type CopyrightScan, type Release } from '@/entities/release';
import { formatMoment } from '@/shared/lib/dates';
import { Badge, Button, ErrorState, errorMessageOf, Skeleton, Spinner, tableStyles as t, toaster } from '@/shared/ui';
import { formatDuration } from '@/shared/lib/format';
import { ReviewSection, sectionStyles } from './section';

const SCAN_STATUS = {
  QUEUED: { label: 'Queued', palette: 'info' },
  RUNNING: { label: 'Running', palette: 'info' },
  COMPLETED: { label: 'Completed', palette: 'success' },
  FAILED: { label: 'Failed', palette: 'danger' },
} as const satisfies Record<CopyrightScan['status'], { label: string; palette: string }>;

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

function Matches({ release, scan }: { release: Release; scan: CopyrightScan }) {
  if (scan.matches.length === 0) return <p className={css({ textStyle: 'sm', color: 'success.fg', fontWeight: 'medium' })}>No matches found.</p>;
  return (
    <div className={t.scroller}>
      <table className={t.table}>
        <caption className={t.caption}>Copyright matches</caption>
        <thead>
          <tr>
            <th className={t.th} scope="col">
              Track
            </th>
            <th className={t.th} scope="col">
              Matching recording
            </th>
            <th className={`${t.th} ${t.numeric}`} scope="col">
              Confidence
            </th>
            <th className={`${t.th} ${t.numeric}`} scope="col">
              At
            </th>
          </tr>
        </thead>
        <tbody>
          {scan.matches.map((match, index) => {
            const track = release.tracks[match.trackIndex];
            return (
              <tr key={`${match.trackIndex}-${match.isrc ?? match.title}-${index}`}>
                <td className={t.td}>
                  {match.trackIndex + 1}. {track?.title || `Track ${match.trackIndex + 1}`}
                </td>
                <td className={t.td}>
                  <div className={css({ fontWeight: 'medium' })}>
                    {match.title} · {match.artist}
                  </div>
                  <div className={t.muted}>
                    {match.source}
                    {match.isrc && ` · ${match.isrc}`}
                  </div>
                </td>
                <td className={`${t.td} ${t.numeric}`}>{percent(match.confidence)}</td>
                <td className={`${t.td} ${t.numeric}`}>{match.offsetSeconds != null ? formatDuration(match.offsetSeconds, 'mm:ss') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Start a scan, follow it (read again every 2 s while it runs), read its matches, discard it. */
export function CopyrightSection({ release }: { release: Release }) {
  const queryClient = useQueryClient();
  const scanQuery = adminReviewQueries.copyrightScan(release._id);
  const scan = useQuery(scanQuery);
  const start = useMutation({
    mutationFn: () => startCopyrightScan(release._id),
    onSuccess: (started) => queryClient.setQueryData(scanQuery.queryKey, started),
    onError: (error) => toaster.create({ type: 'error', title: 'Could not start the scan', description: errorMessageOf(error) }),
  });
  const discard = useMutation({
    mutationFn: () => deleteCopyrightScan(release._id),
    onSuccess: () => queryClient.setQueryData(scanQuery.queryKey, null),
    onError: (error) => toaster.create({ type: 'error', title: 'Could not discard the scan', description: errorMessageOf(error) }),
  });
  const current = scan.data ?? null;
  const active = current?.status === 'QUEUED' || current?.status === 'RUNNING';
  const startButton = (
    <Button size="sm" onClick={() => start.mutate()} loading={start.isPending}>
      {current ? 'Scan again' : 'Start scan'}
    </Button>
  );
  return (
    <ReviewSection id="review-copyright" title="Copyright scan">
      {scan.isPending ? (
        <Skeleton height={48} />
      ) : scan.isError ? (
        <ErrorState error={scan.error} title="The scan could not be loaded" onRetry={() => void scan.refetch()} />
      ) : current === null ? (
        <>
          <p className={sectionStyles.muted}>Not scanned yet. A scan compares every track’s audio with the recordings already known.</p>
          <div className={sectionStyles.buttons}>{startButton}</div>
        </>
      ) : (
        <>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm' })} role="status">
            <Badge palette={SCAN_STATUS[current.status].palette}>{SCAN_STATUS[current.status].label}</Badge>
            {active && <Spinner size="sm" />}
            <span className={sectionStyles.muted}>
              Started {formatMoment(current.startedAt, { withTime: true })}
              {current.completedAt && `, finished ${formatMoment(current.completedAt, { withTime: true })}`}
            </span>
          </div>
          {current.status === 'FAILED' && <p className={css({ textStyle: 'sm', color: 'danger.fg' })}>{current.error || 'The scan failed.'}</p>}
          {current.status === 'COMPLETED' && <Matches release={release} scan={current} />}
          <div className={sectionStyles.buttons}>
            {!active && startButton}
            <Button size="sm" variant="outline" onClick={() => discard.mutate()} loading={discard.isPending}>
              {active ? 'Cancel scan' : 'Discard'}
            </Button>
          </div>
        </>
      )}
    </ReviewSection>
  );
}
