import type { Queryable } from '../db/index.js';

const CACHE_LIMIT = 20_000;

/**
 * Ids of interned texts (paths, event names), created on first sight. Ids never change, so each
 * process keeps the ones it has seen: most batches need no query here at all.
 */
export class Interner {
  private readonly cache = new Map<string, number>();

  constructor(
    private readonly table: 'behavior_paths' | 'behavior_names',
    private readonly column: 'path' | 'name',
  ) {}

  async ids(db: Queryable, texts: Iterable<string>): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    const missing: string[] = [];
    for (const text of new Set(texts)) {
      const id = this.cache.get(text);
      if (id === undefined) missing.push(text);
      else result.set(text, id);
    }
    // Twice at most: a text inserted by another transaction after this statement's snapshot is
    // neither inserted nor seen by it; the second query sees it.
    for (let attempt = 0; attempt < 2 && missing.length > 0; attempt++) {
      const { rows } = await db.query<{ id: number; text: string }>(
        `with added as (
           insert into ${this.table} (${this.column}) select unnest($1::text[]) on conflict (${this.column}) do nothing returning id, ${this.column}
         )
         select id, ${this.column} as text from added
         union all
         select id, ${this.column} as text from ${this.table} where ${this.column} = any($1::text[])`,
        [missing],
      );
      if (this.cache.size + rows.length > CACHE_LIMIT) this.cache.clear();
      for (const { id, text } of rows) {
        this.cache.set(text, id);
        result.set(text, id);
      }
      missing.splice(0, missing.length, ...missing.filter((text) => !result.has(text)));
    }
    if (missing.length > 0) throw new Error(`Could not intern ${missing.length} ${this.column}s`);
    return result;
  }
}
