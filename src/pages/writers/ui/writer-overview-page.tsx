import { useQuery } from '@tanstack/react-query';
import { TrackTable } from '@/entities/track';
import { writerQueries } from '@/entities/writer';
import { Link, useParams } from 'react-router';
import { surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { writerFailure } from '../lib/writer-failure';
import { writerPath } from '../lib/writer-path';
import { WriterFrame } from './writer-frame';

/** How many of the latest credits the overview shows. */
const LATEST_CREDITS = 10;

/** `/dashboard/writers/{id}`: the writer's latest credits, with a link to the whole discography. */
export function WriterOverviewPage() {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const tracks = useQuery(writerQueries.discography(id, { page: 1, limit: LATEST_CREDITS }));
  const failure = writerFailure(tracks.error);
  return (
    <WriterFrame>
      <section className={s.card} aria-labelledby="writer-recent">
        <h2 id="writer-recent" className={s.sectionTitle}>Latest credits</h2>
        <TrackTable
          label="Latest credits"
          request={{ ...tracks, error: failure.error }}
          rows={tracks.data?.items}
          errorTitle={failure.title}
          loadingLabel="Loading discography"
          skeletonRows={LATEST_CREDITS}
          empty={{ title: 'No credited tracks yet' }}
        />
        {tracks.data && tracks.data.total > tracks.data.items.length && (
          <Link className={t.link} to={writerPath(id, 'discography')}>
            All {tracks.data.total.toLocaleString('en-US')} credited tracks →
          </Link>
        )}
      </section>
    </WriterFrame>
  );
}
