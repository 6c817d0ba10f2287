import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './errors.js';

/**
 * Rules every request meets before any schema or handler sees it, whatever the operation:
 * text is UTF-8 and never holds U+0000 (PostgreSQL cannot store it, and no person types it),
 * and JSON is parsed without prototype poisoning and only when it nests at most 32 levels deep. The contract states them once
 * (info.description, "Input rules"); the per-field rules live in its schemas.
 */
/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's deepest request body
 * (a release's details) nests 6 levels; 32 leaves room for any of them to grow.
 */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  nulInUrl: 'The URL must not contain the NUL character (U+0000)',
  badUrlEncoding: 'The URL is not valid UTF-8 percent-encoding',
  nulInBody: (path: string) => `${path} must not contain the NUL character (U+0000)`,
  bodyNotUtf8: 'The body is not valid UTF-8',
  bodyNotJson: 'The body is not valid JSON',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  tooDeep: `The body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`,
} as const;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Refuses a URL whose percent-escapes are not UTF-8 or decode to U+0000: 400, before routing's work. */
export async function checkUrl(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const url = request.raw.url ?? '/';
  if (!url.includes('%')) return;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    throw new HttpError(400, INPUT_MESSAGES.badUrlEncoding);
  }
  if (decoded.includes('\0')) throw new HttpError(400, INPUT_MESSAGES.nulInUrl);
}

/** The first string (value or key) holding U+0000, as `body/a/0/b`, or undefined. */
export function findNul(value: unknown, path = 'body'): string | undefined {
  // Depth first with a stack of its own: a body nested 100,000 levels deep must not overflow the
  // call stack (a RangeError answered 500). Children are pushed last to first, so the first NUL in
  // document order is the one named, as a recursive walk would.
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.key?.includes('\0')) return current.path;
    if (typeof current.value === 'string') {
      if (current.value.includes('\0')) return current.path;
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    const entries = Object.entries(current.value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, path: `${current.path}/${key}`, key });
    }
  }
  return undefined;
}

function decodeBody(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(400, INPUT_MESSAGES.bodyNotUtf8);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass over its bytes that
 * skips strings (and the escapes in them). Run before parsing: a megabyte of `[` parses into half a
 * million nested arrays, seconds of work and hundreds of megabytes per request, while this answers
 * at the 33rd byte. UTF-8 bytes of other characters never equal these ASCII ones.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}

function refuseDeepJson(body: Buffer): void {
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new HttpError(400, INPUT_MESSAGES.tooDeep);
}

function refuseNul(value: unknown): void {
  const path = findNul(value);
  if (path !== undefined) throw new HttpError(400, INPUT_MESSAGES.nulInBody(path));
}

/**
 * Replaces Fastify's JSON and form parsers with strict ones: bytes that are not UTF-8 are
 * refused instead of turned into U+FFFD, and so is U+0000 anywhere in the parsed body.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addHook('onRequest', checkUrl);
  app.removeContentTypeParser(['application/json']);
  const parseJson = (body: Buffer): unknown => {
    refuseDeepJson(body);
    const text = decodeBody(body);
    if (text.trim() === '') throw new HttpError(400, INPUT_MESSAGES.emptyJsonBody);
    let value: unknown;
    try {
      value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch (error) {
      // secure-json-parse names what it refused ("Object contains forbidden prototype property").
      const message = (error as Error).message;
      throw new HttpError(400, message.startsWith('Object contains forbidden') ? message : INPUT_MESSAGES.bodyNotJson);
    }
    refuseNul(value);
    return value;
  };
  for (const mediaType of ['application/json', /^application\/[\w.+-]+\+json$/]) {
    app.addContentTypeParser(mediaType, { parseAs: 'buffer' }, (_request, body, done) => {
      try {
        done(null, parseJson(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  }
  // navigator.sendBeacon sends a string as text/plain: JSON in such a body is read as JSON (the
  // operations that accept text/plain give it a JSON schema); any other text stays a string.
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      refuseDeepJson(body as Buffer);
      const text = decodeBody(body as Buffer);
      let value: unknown = text;
      try {
        value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        // not JSON (or poisoned JSON): the schema refuses the string
      }
      refuseNul(value);
      done(null, value);
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // HTML form posts (one-click unsubscribe, RFC 8058) as a flat object of strings; a repeated
  // field keeps its last value.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      const value = parseForm(decodeBody(body as Buffer));
      refuseNul(value);
      done(null, value);
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** URLSearchParams would turn escapes that are not UTF-8 (`%FF`) into U+FFFD: decode strictly. */
function parseForm(text: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const [name, value] = equals === -1 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    fields.set(decodeFormComponent(name), decodeFormComponent(value));
  }
  return Object.fromEntries(fields);
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new HttpError(400, INPUT_MESSAGES.bodyNotUtf8);
  }
}
