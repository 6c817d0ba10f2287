import { useQuery } from '@tanstack/react-query';
import { releaseQueries } from '@/entities/release';
import { CoverReplace, ReleaseDetailsForm, type ReleaseEditor } from '@/features/edit-release';
import { FieldSkeleton, FormMessage } from '@/shared/ui';
import { frameStyles } from './release-edit-frame';

export function DetailsPanel({ editor }: { editor: ReleaseEditor }) {
  const options = useQuery(releaseQueries.options());
  return (
    <section className={frameStyles.panel} aria-labelledby="release-details-title">
      <h2 id="release-details-title" className={frameStyles.panelTitle}>
        Details
      </h2>
      <CoverReplace release={editor.release} editable={editor.editable} />
      <FormMessage tone="error">{editor.fieldErrors.coverArt}</FormMessage>
      {options.isPending ? (
        <div aria-busy="true" aria-label="Loading the genre and language lists">
          <FieldSkeleton />
          <FieldSkeleton />
          <FieldSkeleton />
        </div>
      ) : (
        <ReleaseDetailsForm key={editor.release._id} editor={editor} options={options.data} />
      )}
    </section>
  );
}
