/** What handlers see of the database, whichever engine is behind it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations, test set-up). */
  exec(sql: string): Promise<void>;
  /**
   * Runs a script of several statements in one round trip and returns the rows of each. It takes
   * no parameters: values go in as literals (`withLiterals`).
   */
  script(sql: string): Promise<{ rows: Record<string, unknown>[] }[]>;
  /**
   * The name under which `sql` (placeholders $1 …) is prepared on this database, prepared on first
   * use, for a script to run with `executeGeneric`; undefined where statements are not kept (see
   * `openPglite`), and then the statement goes with its values written in.
   */
  prepared?(sql: string): Promise<string | undefined>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Both engines parse values the same way: int8 (counts, sums) as numbers while they are safe
 * integers, `date` as its 'YYYY-MM-DD' text (day keys must not shift with the time zone).
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: (value) => {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : value;
  },
  1082: (value) => value,
};
