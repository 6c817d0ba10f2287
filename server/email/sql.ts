/** Positional parameters for SQL built piece by piece: `params.add(value)` answers `$n`. */
export class SqlParams {
  readonly values: unknown[];
  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `%text%` for LIKE, with the pattern characters of `text` taken literally. */
export function likePattern(text: string, { prefix = true, suffix = true } = {}): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return `${prefix ? '%' : ''}${escaped}${suffix ? '%' : ''}`;
}

/** The status the API shows: suppressions first, then unsubscribed from everything (subscriber alias `s`). */
export const SUBSCRIBER_STATUS = `coalesce(s.suppressed, case when s.unsubscribed_all_at is not null then 'unsubscribed' else 'subscribed' end)`;
export const IS_SUBSCRIBED = '(s.suppressed is null and s.unsubscribed_all_at is null)';
