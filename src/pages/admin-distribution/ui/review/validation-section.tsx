import { css } from 'styled-system/css';
import { missingFieldLabel, type Release } from '@/entities/release';
import { ReviewSection, sectionStyles } from './section';

/** What still stops the release, in the words the artist saw on their review tab. */
export function ValidationSection({ release }: { release: Release }) {
  const missing = release.missingFields;
  return (
    <ReviewSection id="review-validation" title="Validation">
      {missing.length === 0 ? (
        <p className={css({ textStyle: 'sm', color: 'success.fg', fontWeight: 'medium' })}>Everything the stores need is there.</p>
      ) : (
        <>
          <p className={sectionStyles.muted}>
            {missing.length === 1 ? 'One thing is missing or breaks a rule:' : `${missing.length} things are missing or break a rule:`}
          </p>
          <ul className={sectionStyles.list}>
            {missing.map((entry) => (
              <li key={`${entry.field}-${entry.code ?? ''}-${entry.message}`}>
                <strong>{missingFieldLabel(entry.field)}</strong>: {entry.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </ReviewSection>
  );
}
