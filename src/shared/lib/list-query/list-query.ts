/**
 * One search param of a list query: parses its text (undefined when absent or blank) to a value.
 * It never throws: an invalid value falls back to the default (or to "not set"), so a hand-edited
 * address still opens the page.
 */
export interface ListParam<Value> {
  readonly parse: (raw: string | undefined) => Value;
}

export type ListQueryShape = Readonly<Record<string, ListParam<unknown>>>;

/** A list query: the params it reads from the address (`shape`) and their parsed values. */
export interface ListQuerySchema<Shape extends ListQueryShape = ListQueryShape> {
  readonly shape: Shape;
}

/** The parsed values of a list query schema. */
export type ListQueryOutput<S extends ListQuerySchema> = {
  [Key in keyof S['shape']]: ReturnType<S['shape'][Key]['parse']>;
};

export type ListQueryValue = string | number | boolean | readonly string[] | null | undefined;
export type ListQueryValues = Record<string, unknown>;

/**
 * A list query schema: `listQuery({ page: listParam.page(), search: listParam.text() })`.
 * (Hand-written rather than Zod: list pages parse a few URL params, and Zod stays with the forms,
 * out of those pages' first load.)
 */
export function listQuery<Shape extends ListQueryShape>(shape: Shape): ListQuerySchema<Shape> {
  return { shape };
}

/** True for values that are left out of a query string (spec 1 §5): absent, empty or blank. */
export function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** How many of `keys` hold a value (not blank): the count on a list's "Filters (n)" button. */
export function countSet(values: ListQueryValues, keys: readonly string[]): number {
  return keys.filter((key) => !isBlank(values[key])).length;
}

const param = <Value>(parse: (raw: string | undefined) => Value): ListParam<Value> => ({ parse });

/** The number in `raw` if it is finite and within `min`..`max` (an integer if `integer`). */
function numberIn(raw: string | undefined, { min, max = Infinity, integer = false }: { min: number; max?: number; integer?: boolean }) {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  return integer && !Number.isInteger(value) ? undefined : value;
}

/** Field builders; each falls back as its comment says instead of failing. */
export const listParam = {
  /** 1-based page number. */
  page: (fallback = 1) => param((raw) => numberIn(raw, { min: 1, integer: true }) ?? fallback),
  /** Page size, 1..max. */
  limit: (fallback: number, max = 100) => param((raw) => numberIn(raw, { min: 1, max, integer: true }) ?? fallback),
  /** Free text, trimmed; blank or longer than `maxLength` is "not set". */
  text: (maxLength = 200) =>
    param((raw): string | undefined => {
      const value = raw?.trim();
      return value && value.length <= maxLength ? value : undefined;
    }),
  /** A non-negative number (amounts, bounds). */
  number: () => param((raw) => numberIn(raw, { min: 0 })),
  /** `true` / `false`. */
  boolean: () => param((raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)),
  /** One of `values`, else `fallback` (undefined: not set). */
  oneOf: <const Values extends readonly [string, ...string[]], Fallback extends Values[number] | undefined = undefined>(
    values: Values,
    fallback?: Fallback,
  ) =>
    param(
      (raw) =>
        ((values as readonly string[]).includes(raw as string) ? raw : fallback) as Fallback extends undefined
          ? Values[number] | undefined
          : Values[number],
    ),
  /** Comma-separated list of `values`; unknown entries are dropped. */
  listOf: <const Values extends readonly [string, ...string[]]>(values: Values) =>
    param((raw) => {
      const allowed = new Set<string>(values);
      const items = (raw ?? '').split(',').map((item) => item.trim()).filter((item) => allowed.has(item));
      return [...new Set(items)] as Values[number][];
    }),
};

/** Reads search params into the schema's values; blank entries count as absent. */
export function parseListQuery<S extends ListQuerySchema>(schema: S, params: URLSearchParams): ListQueryOutput<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    values[key] = field.parse(raw != null && raw.trim() !== '' ? raw : undefined);
  }
  return values as ListQueryOutput<S>;
}

function toParamString(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** The schema's defaults: what an empty query string parses to. */
export function listQueryDefaults<S extends ListQuerySchema>(schema: S): ListQueryOutput<S> {
  return parseListQuery(schema, new URLSearchParams());
}

export interface SerializeOptions {
  /** Values equal to these are left out too (keeps `?page=1&limit=25` out of the address). */
  defaults?: ListQueryValues;
  /** Other params to keep (those not named by the schema are copied from here). */
  keep?: URLSearchParams;
  /** Only these keys are written (defaults to every key of `values`). */
  keys?: readonly string[];
}

/** Writes values as search params: blank values (and values equal to `defaults`) are left out. */
export function serializeListQuery(values: ListQueryValues, options: SerializeOptions = {}): URLSearchParams {
  const keys = options.keys ?? Object.keys(values);
  const params = new URLSearchParams();
  if (options.keep) {
    for (const [key, value] of options.keep) if (!keys.includes(key)) params.append(key, value);
  }
  for (const key of keys) {
    const value = values[key];
    if (isBlank(value)) continue;
    const text = toParamString(value).trim();
    if (text === '') continue;
    if (options.defaults && !isBlank(options.defaults[key]) && toParamString(options.defaults[key]) === text) continue;
    params.set(key, text);
  }
  return params;
}

type ApiQuery<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The values as an API query object, blank values removed (spec 1 §5). */
export function toApiQuery<T extends ListQueryValues>(values: T): ApiQuery<T> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  return query as ApiQuery<T>;
}
