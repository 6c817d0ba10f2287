import { css } from 'styled-system/css';
import type { Release } from '@/entities/release';
import { coverChecks } from '../../lib/cover-checks';
import { ReviewSection, sectionStyles } from './section';

const styles = {
  image: css({ display: 'block', w: 'full', maxW: 'full', h: 'auto', aspectRatio: 'square', objectFit: 'contain', borderRadius: 'lg', bg: 'bg.subtle' }),
  checks: css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm' }),
  passed: css({ color: 'success.fg', fontWeight: 'medium' }),
  failed: css({ color: 'danger.fg', fontWeight: 'medium' }),
};

/** The cover at the column's width (the 3000 px file scaled down) and its rule checks. */
export function CoverSection({ release }: { release: Release }) {
  const url = release.coverArt?.url ?? release.coverArt?.thumbnailUrl;
  const missingCover = release.missingFields.find((entry) => entry.field === 'coverArt' && (!entry.code || entry.code === 'COVER_REQUIRED'));
  const checks = coverChecks(release);
  const failed = checks.filter((check) => check.failure);
  return (
    <ReviewSection id="review-cover" title="Cover art">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" aria-label="Open the cover art at full size in a new tab">
          <img src={url} alt={`Cover art of ${release.title || 'the release'}`} className={styles.image} width={3000} height={3000} />
        </a>
      ) : (
        <p className={sectionStyles.muted}>No cover art yet.</p>
      )}
      {missingCover ? (
        <p className={styles.failed}>{missingCover.message}</p>
      ) : url && failed.length === 0 ? (
        <p className={styles.passed}>Meets the cover rules</p>
      ) : null}
      {url && (
        <ul className={styles.checks} aria-label="Cover checks">
          {checks.map((check) => (
            <li key={check.code}>
              {check.failure ? (
                <>
                  <span className={styles.failed}>Failed:</span> {check.rule}. {check.failure}
                </>
              ) : (
                <>
                  <span className={styles.passed}>Passed:</span> {check.rule}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
