import { css } from 'styled-system/css';
import type { Release } from '@/entities/release';
import { AssignUpcForm } from '@/features/review-release';
import { ReviewSection, sectionStyles } from './section';

const code = css({ fontFamily: 'mono' });

/** The UPC (assign when there is none) and the tracks' ISRCs (assigned and removed in Tracks). */
export function IdentifiersSection({ release }: { release: Release }) {
  const withIsrc = release.tracks.filter((track) => track.isrc).length;
  return (
    <ReviewSection id="review-identifiers" title="Identifiers">
      <dl className={sectionStyles.facts}>
        <dt>UPC</dt>
        <dd>{release.upc ? <span className={code}>{release.upc}</span> : 'None yet'}</dd>
        <dt>ISRCs</dt>
        <dd>
          {release.tracks.length === 0
            ? 'No tracks'
            : withIsrc === release.tracks.length
              ? `Every track has one (${withIsrc})`
              : `${withIsrc} of ${release.tracks.length} tracks`}
        </dd>
      </dl>
      {!release.upc && <AssignUpcForm release={release} />}
    </ReviewSection>
  );
}
