import { useQuery } from '@tanstack/react-query';
import { platformLabel } from '@/entities/artist';
import { albumHref, formatTrackLength, trackQueries, type TrackDetails } from '@/entities/track';
import { compositionRoleLabel } from '@/entities/writer';
import { formatMoment } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link, useParams } from 'react-router';
import { StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { DetailPage, detailStyles } from './detail-hero';
import { PlatformBreakdown } from './platform-breakdown';

/** `/dashboard/tracks/{trackId}` (a streaming-platform id). */
export function TrackDetailsPage() {
  const trackId = useParams<{ trackId: string }>().trackId ?? '';
  const track = useQuery(trackQueries.detail(trackId));
  return (
    <DetailPage
      query={track}
      errorTitle="Unable to load the track"
      meta={(data) => (
        <>
          {data.album ? <><Link className={t.link} to={albumHref(data.album.id)}>{data.album.name}</Link> · </> : null}
          {data.releaseDate ?? 'Release date unknown'} · {formatTrackLength(data.durationMs)} · ISRC {data.isrc ?? '—'}
        </>
      )}
    >
      {(data) => <TrackFacts data={data} />}
    </DetailPage>
  );
}

/** The track's figures, writers and platform links. */
function TrackFacts({ data }: { data: TrackDetails }) {
  return (
    <>
      <div className={s.grid}>
        <StatCard label="Streams" value={formatCount(data.streams.total)} hint={data.streamsUpdatedAt ? `Updated ${formatMoment(data.streamsUpdatedAt)}` : undefined} />
        <StatCard label="Estimated earnings" value={<EstimatedAmount value={data.estimatedEarnings} />} />
        <StatCard label="Popularity" value={data.popularity ?? '—'} />
      </div>
      <section className={s.card} aria-labelledby="track-platforms">
        <h2 id="track-platforms" className={s.sectionTitle}>By platform</h2>
        <PlatformBreakdown streams={data.streams} caption="Track streams by platform" />
      </section>
      <section className={s.card} aria-labelledby="track-credits">
        <h2 id="track-credits" className={s.sectionTitle}>Writers</h2>
        {data.writers.length === 0 ? (
          <p className={t.muted}>No writer credits.</p>
        ) : (
          <ul>
            {data.writers.map((writer, index) => (
              <li key={`${writer.name}-${index}`}>
                {writer.writerId ? <Link className={t.link} to={`/dashboard/writers/${writer.writerId}`}>{writer.name}</Link> : writer.name}{' '}
                <span className={t.muted}>
                  {compositionRoleLabel(writer.role)}
                  {writer.sharePercent != null ? ` · ${writer.sharePercent}%` : ''}
                  {writer.pro ? ` · ${writer.pro}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.links.length > 0 && (
        <div className={detailStyles.links}>
          {data.links.map((link) => (
            <a key={link.platform} className={t.link} href={link.url} target="_blank" rel="noreferrer">
              Open on {platformLabel(link.platform)}
            </a>
          ))}
        </div>
      )}
    </>
  );
}
