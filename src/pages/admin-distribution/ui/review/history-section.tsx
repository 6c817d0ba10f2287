import { releaseStatusLabel, type Release } from '@/entities/release';
import { formatMoment } from '@/shared/lib/dates';
import { ReviewSection, sectionStyles } from './section';

/** Every status change, newest first: from → to, by whom, when, and why. */
export function HistorySection({ release }: { release: Release }) {
  const entries = [...release.history].reverse();
  return (
    <ReviewSection id="review-history" title="Status history">
      {entries.length === 0 ? (
        <p className={sectionStyles.muted}>No status changes yet.</p>
      ) : (
        <ol className={sectionStyles.timeline}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.to}-${index}`}>
              <strong>{entry.from ? `${releaseStatusLabel(entry.from)} → ${releaseStatusLabel(entry.to)}` : `Created as ${releaseStatusLabel(entry.to)}`}</strong>
              <div className={sectionStyles.muted}>
                {entry.byName} · <time dateTime={entry.at}>{formatMoment(entry.at, { withTime: true })}</time>
              </div>
              {entry.reason && <div>“{entry.reason}”</div>}
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}
