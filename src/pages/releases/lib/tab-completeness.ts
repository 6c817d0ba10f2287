import { RELEASE_TABS, type ReleaseTab } from '../config/edit-tabs';
import { missingFieldTab } from './missing-field';

/** How many of the release's missing fields each edit tab holds (0: the tab is complete). */
export type TabCompleteness = Readonly<Record<ReleaseTab, number>>;

/**
 * The one place the edit tabs learn whether they are complete: from the release's readiness
 * checks (`missingFields`, the same list "Review and submit" shows), each counted on the tab where
 * it is fixed. "Review and submit" is complete when nothing is missing anywhere.
 */
export function tabCompleteness(missingFields: readonly { field: string; code?: string }[]): TabCompleteness {
  const counts = Object.fromEntries(RELEASE_TABS.map(({ id }) => [id, 0])) as Record<ReleaseTab, number>;
  for (const error of missingFields) counts[missingFieldTab(error)] += 1;
  counts.review = missingFields.length;
  return counts;
}

/** "Complete", or what is left: "1 thing missing", "3 things missing". */
export function completenessText(missing: number): string {
  if (missing === 0) return 'Complete';
  return `${missing} ${missing === 1 ? 'thing' : 'things'} missing`;
}
