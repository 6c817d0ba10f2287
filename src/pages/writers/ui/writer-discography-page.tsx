import { useQuery } from '@tanstack/react-query';
import { TrackTable } from '@/entities/track';
import { writerQueries } from '@/entities/writer';
import { toApiQuery } from '@/shared/lib/list-query';
import { useParams } from 'react-router';
import { useListTable } from '@/shared/ui';
import { writerDiscographyQuerySchema } from '../model/writer-discography-query';
import { writerFailure } from '../lib/writer-failure';
import { WriterFrame } from './writer-frame';

/** `/dashboard/writers/{id}/discography`: the whole discography, a page at a time (the page is in the URL, like the other lists). */
export function WriterDiscographyPage() {
  const id = useParams<{ writerId: string }>().writerId ?? '';
  const { query, table } = useListTable(writerDiscographyQuerySchema);
  const tracks = useQuery(writerQueries.discography(id, toApiQuery(query)));
  const failure = writerFailure(tracks.error);
  return (
    <WriterFrame>
      <TrackTable
        label="Credited tracks"
        page={{ ...tracks, error: failure.error }}
        {...table}
        pagesLabel="Discography pages"
        errorTitle={failure.title}
        loadingLabel="Loading discography"
        empty={{ title: 'No credited tracks yet' }}
      />
    </WriterFrame>
  );
}
