import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { deliveryStoresOf, distributionSourcesQuery } from '@/entities/general-store';
import { ReleaseDatesForm, ReleaseTerritoriesForm, type ReleaseEditor } from '@/features/edit-release';
import { errorMessageOf, FormMessage, SkeletonText } from '@/shared/ui';
import { frameStyles } from './release-edit-frame';

const storesNote = css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'break-word' });

const names = (stores: readonly { name: string }[]) => stores.map((store) => store.name).join(', ');

/** The stores of `GET /dsp-sources/distribution`: the list the server checks deliveries against and puts in the payload. */
function DeliveryStores() {
  const sources = useQuery(distributionSourcesQuery());
  if (sources.isPending) return <SkeletonText lines={2} />;
  if (sources.isError) return <FormMessage tone="error">{`The stores could not be loaded: ${errorMessageOf(sources.error)}`}</FormMessage>;
  const { delivered, comingSoon } = deliveryStoresOf(sources.data);
  return (
    <div className={storesNote}>
      <p>These are the stores our delivery partner delivers to; once approved, the release goes to each of them: {names(delivered)}.</p>
      {comingSoon.length > 0 && <p>Coming soon, not delivered to yet: {names(comingSoon)}.</p>}
    </div>
  );
}

export function DatesPanel({ editor }: { editor: ReleaseEditor }) {
  return (
    <section className={frameStyles.panel} aria-labelledby="release-dates-title">
      <h2 id="release-dates-title" className={frameStyles.panelTitle}>
        Stores and dates
      </h2>
      <DeliveryStores />
      <ReleaseTerritoriesForm key={`territories-${editor.release._id}`} editor={editor} />
      <ReleaseDatesForm key={editor.release._id} editor={editor} />
    </section>
  );
}
