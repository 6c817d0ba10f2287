import pg from 'pg';

/**
 * `sql` with its placeholders ($1, $2 …) replaced by `params` written as SQL literals, for a
 * script of several statements (`Queryable.script`), which cannot take parameters. Strings and
 * numbers become quoted literals (PostgreSQL types them from their place, as it types a
 * parameter), null and undefined `null`; anything else, or a placeholder without a value, throws.
 */
export function withLiterals(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)(?!\d)/g, (_placeholder, number: string) => {
    const index = Number(number) - 1;
    if (index >= params.length) throw new RangeError(`No value for $${number}`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${value} is not a number PostgreSQL can take`);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new TypeError(`A ${typeof value} cannot be written as a literal`);
  const text = String(value);
  // The simple protocol sends the script as a C string: a NUL would end it early.
  if (text.includes('\0')) throw new RangeError('A literal cannot hold a NUL character');
  return pg.escapeLiteral(text);
}
