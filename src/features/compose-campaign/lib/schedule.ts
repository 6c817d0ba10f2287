/** The contract's rule: a schedule at least 5 minutes ahead. */
export const MIN_SCHEDULE_LEAD_MS = 5 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` input's value (the reader's time zone, to the minute). */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The earliest time that can be chosen now, rounded up to the minute. */
export function earliestSchedule(now: Date = new Date()): Date {
  const earliest = new Date(now.getTime() + MIN_SCHEDULE_LEAD_MS);
  if (earliest.getSeconds() > 0 || earliest.getMilliseconds() > 0) earliest.setMinutes(earliest.getMinutes() + 1, 0, 0);
  return earliest;
}

/** A suggested time: the next full hour that is far enough ahead. */
export function suggestedSchedule(now: Date = new Date()): Date {
  const next = earliestSchedule(now);
  if (next.getMinutes() > 0) next.setHours(next.getHours() + 1, 0, 0, 0);
  return next;
}

/**
 * Why a `datetime-local` value cannot be the schedule, or null when it can. `now` is read when the
 * form is submitted, not when it was opened.
 */
export function scheduleProblem(value: string | undefined, now: Date = new Date()): string | null {
  if (!value) return 'Choose when to send it';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'Enter a valid date and time';
  if (at.getTime() < now.getTime() + MIN_SCHEDULE_LEAD_MS) return 'Choose a time at least 5 minutes from now';
  return null;
}
