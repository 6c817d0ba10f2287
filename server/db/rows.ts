/**
 * One row mapper: a row's columns (snake_case, as SQL names them) become a record's fields
 * (camelCase, as the code names them). A column the record names otherwise is aliased in the SQL.
 */

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;
type IsoText<T> = T extends Date ? string : T;

/** The row a record is read from: the same values, its fields named as columns. */
export type RowOf<Record> = { [Field in keyof Record & string as Snake<Field>]: Record[Field] };

/** A row's fields as the contract answers them: camelCase names, dates as ISO text. */
export type FieldsOf<Row> = { [Column in keyof Row & string as Camel<Column>]: IsoText<Row[Column]> };

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function renamed(row: object, value: (value: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, cell]) => [camel(column), value(cell)]));
}

/** The record of a row, values as they are (dates stay dates). */
export function recordOf<Record>(row: RowOf<Record>): Record {
  return renamed(row, (cell) => cell) as Record;
}

/** A row's fields as the contract answers them. */
export function fieldsOf<Row extends object>(row: Row): FieldsOf<Row> {
  return renamed(row, (cell) => (cell instanceof Date ? cell.toISOString() : cell)) as FieldsOf<Row>;
}

/** A row as the contract's object: its id as `_id`, then its fields. */
export function contractView<Row extends { id: string }>({ id, ...columns }: Row): { _id: string } & FieldsOf<Omit<Row, 'id'>> {
  return { _id: id, ...fieldsOf(columns) };
}
