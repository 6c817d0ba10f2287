import { z } from 'zod';

/** A list query: a zod object whose fields all parse from URL search-param strings. */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;
export type ListQueryValue = string | number | boolean | readonly string[] | null | undefined;
export type ListQueryValues = Record<string, unknown>;

/** True for values that are left out of a query string (spec 1 §5): absent, empty or blank. */
export function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Field builders. Each one never throws: an invalid value in the URL falls back to the default
 * (or to "not set"), so a hand-edited address still opens the page.
 */
export const listParam = {
  /** 1-based page number. */
  page: (fallback = 1) => z.coerce.number().int().min(1).catch(fallback),
  /** Page size, 1..max. */
  limit: (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).catch(fallback),
  /** Free text, trimmed; blank is "not set". */
  text: (maxLength = 200) =>
    z
      .string()
      .trim()
      .max(maxLength)
      .transform((value) => (value === '' ? undefined : value))
      .optional()
      .catch(undefined),
  /** A non-negative number (amounts, bounds). */
  number: () => z.coerce.number().finite().min(0).optional().catch(undefined),
  /** `true` / `false`. */
  boolean: () =>
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .catch(undefined),
  /** One of `values`, else `fallback` (undefined: not set). */
  oneOf: <const Values extends readonly [string, ...string[]], Fallback extends Values[number] | undefined = undefined>(
    values: Values,
    fallback?: Fallback,
  ) =>
    z
      .enum(values)
      .optional()
      .catch(fallback as Values[number] | undefined)
      .transform((value) => (value ?? fallback) as Fallback extends undefined ? Values[number] | undefined : Values[number]),
  /** Comma-separated list of `values`; unknown entries are dropped. */
  listOf: <const Values extends readonly [string, ...string[]]>(values: Values) =>
    z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => {
        const allowed = new Set<string>(values);
        const items = (value ?? '').split(',').map((item) => item.trim()).filter((item) => allowed.has(item));
        return [...new Set(items)] as Values[number][];
      }),
};

/** Reads search params into the schema's values; blank entries count as absent. */
export function parseListQuery<S extends ListQuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value != null && value.trim() !== '') raw[key] = value;
  }
  return schema.parse(raw);
}

function toParamString(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** The schema's defaults: what an empty query string parses to. */
export function listQueryDefaults<S extends ListQuerySchema>(schema: S): z.output<S> {
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
