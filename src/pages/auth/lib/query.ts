import { RETURN_TO_PARAM, safeReturnTo } from '@/entities/session';

/** A query parameter as a trimmed string, or `undefined` when missing or blank. */
export function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

/** `path?…&returnTo=…`: carries a safe returnTo over to another guest page. */
export function withReturnTo(path: string, params: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams(extra);
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  if (returnTo) next.set(RETURN_TO_PARAM, returnTo);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
