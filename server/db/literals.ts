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

/**
 * The statements of a script that run the prepared statement `name` with `params` under its
 * generic plan (planned once, never again per call); the setting lasts only for the script's own
 * transaction, so no other statement is planned generically.
 */
export function executeGeneric(name: string, params: readonly unknown[]): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new RangeError(`${name} is not a statement name`);
  return `set local plan_cache_mode = force_generic_plan;\nexecute ${name}(${params.map(literal).join(', ')})`;
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
