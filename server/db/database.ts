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

export { TYPE_PARSERS } from './type-parsers.mjs';
