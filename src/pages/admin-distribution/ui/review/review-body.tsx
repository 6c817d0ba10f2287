import { css } from 'styled-system/css';
import type { Release } from '@/entities/release';
import { CopyrightSection } from './copyright-section';
import { CoverSection } from './cover-section';
import { DeliverySection } from './delivery-section';
import { HistorySection } from './history-section';
import { IdentifiersSection } from './identifiers-section';
import { MetadataSection } from './metadata-section';
import { CreditsSection } from './credits-section';
import { ReadinessSection } from './readiness-section';
import { TracksSection } from './tracks-section';

export { ReviewActions } from '@/features/review-release';

const reviewColumns = css({
  display: 'grid',
  // One column on a phone; the cover's column beside the rest from `lg`.
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  gap: '5',
  alignItems: 'start',
});
const column = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });

/** The review's sections: a chunk of its own (audio preview, forms), asked for with the release. */
export function ReviewBody({ release }: { release: Release }) {
  return (
    <div className={reviewColumns}>
      <div className={column}>
        <CoverSection release={release} />
        <IdentifiersSection release={release} />
        <HistorySection release={release} />
      </div>
      <div className={column}>
        <ReadinessSection release={release} />
        <MetadataSection release={release} />
        <TracksSection release={release} />
        <CreditsSection release={release} />
        <CopyrightSection release={release} />
        <DeliverySection release={release} />
      </div>
    </div>
  );
}
