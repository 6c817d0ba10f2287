import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
  'x-roles'?: string[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

const document = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
);

// Every call named by spec 1 §6–§7 and spec 2 §7, verbatim (paths relative to the API prefix).
const SPECIFIED_CALLS = `
POST /auth/login
POST /auth/verify
POST /auth/user-sign-up
POST /auth/artist-sign-up
POST /auth/invite-sign-up
POST /auth/verify-code
POST /auth/forgot-password
POST /auth/reset-password
POST /auth/update-password
GET /user
POST /user/link-artist
POST /user/unlink-artist
GET /nm/check-if-distributed-artist
GET /artists
GET /artists/total
GET /artists/{id}
PUT /artists/{id}
GET /artists/{id}/overview
GET /artists/search
GET /artists/{id}/all-tracks
GET /artists/{id}/tracks
GET /albums/{albumId}/tracks
GET /artists/{id}/catalog
GET /artists/{id}/canvas
GET /artists/roster
GET /artists/{id}/discography
GET /artists/{id}/metadata
GET /artists/{id}/payouts
GET /musicbrainz/search
GET /writers
GET /writers/total
GET /writers/{id}
GET /writers/{id}/discography
GET /writers/search
GET /writers/search-upsert
GET /dsp-sources
GET /dsp-sources/distribution
GET /PROs
GET /user-presence
POST /presence/join
POST /presence/update
POST /presence/heartbeat
POST /presence/leave
GET /admin/artists/{format}
POST /releases/drafts
GET /releases/{id}
GET /releases/{id}/nm
PUT /releases/drafts/{id}
DELETE /releases/drafts/{id}
PATCH /releases/drafts/{id}
PATCH /releases/{id}
PATCH /releases/drafts/{id}/copyright
POST /releases/{id}/approve
POST /releases/{id}/pending
POST /releases/{id}/send-to-nuemeta
POST /releases/{id}/upc
POST /releases/{id}/isrc
POST /releases/{id}/remove-isrc
GET /releases/{id}/copyright-scan
POST /releases/{id}/copyright-scan
DELETE /releases/{id}/copyright-scan
POST /releases/drafts/validate-image
POST /releases/drafts/upload-audio
DELETE /releases/bulk
PATCH /releases/bulk/status
PATCH /releases/bulk/tags
POST /releases/bulk/send-to-nuemeta
POST /spotify/onboarding
POST /apple/onboarding
POST /distrokid/onboarding
POST /admin/artists/claim
POST /admin/users/link-artist
POST /user/invites
GET /admin/users
PATCH /admin/users/{id}/archive
PATCH /admin/users/{id}/unarchive
POST /admin/send-post-emails
POST /admin/chatwidget
POST /admin/chatwidget/audio
GET /admin/releases
GET /admin/tags
`
  .trim()
  .split('\n');

describe('the contract', () => {
  it('has an operation for each of the 81 calls the specification names', () => {
    expect(new Set(SPECIFIED_CALLS).size).toBe(81);
    const present = new Set(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    expect(SPECIFIED_CALLS.filter((call) => !present.has(call))).toEqual([]);
  });

  it('gives every operation a unique operationId, one tag, roles and a default error response', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.tags, where).toHaveLength(1);
      expect(operation['x-roles']?.length, where).toBeGreaterThan(0);
      expect(operation.responses?.default, where).toBeDefined();
    }
  });

  it('marks public operations with security: [] and keeps every admin path to admins', () => {
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const isPublic = operation['x-roles']?.includes('PUBLIC') ?? false;
      expect(Array.isArray(operation.security) && operation.security.length === 0, where).toBe(isPublic);
      if (path.startsWith('/admin/') || path === '/user-presence') {
        expect(operation['x-roles'], where).toEqual(['ADMIN']);
      }
    }
  });

  it('bounds every number and every text a request may carry (the input rules)', () => {
    const unbounded: string[] = [];
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const item = document.paths[path] as { parameters?: unknown[] };
      for (const parameter of [...(item.parameters ?? []), ...((operation as { parameters?: unknown[] }).parameters ?? [])]) {
        const resolved = resolve(parameter) as { name: string; in: string; schema?: unknown };
        findUnbounded(resolved.schema, `${where} ${resolved.in}:${resolved.name}`, unbounded);
      }
      const body = resolve((operation as { requestBody?: unknown }).requestBody) as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const [mediaType, content] of Object.entries(body?.content ?? {})) findUnbounded(content.schema, `${where} body (${mediaType})`, unbounded);
    }
    expect(unbounded).toEqual([]);
  });
});

type Schema = Record<string, unknown> & { type?: string | string[] };

function resolve(value: unknown): unknown {
  let current = value as { $ref?: string } | undefined;
  while (current?.$ref) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as { $ref?: string };
  }
  return current;
}

function findUnbounded(value: unknown, where: string, found: string[], depth = 0): void {
  const schema = resolve(value) as Schema | undefined;
  if (!schema || typeof schema !== 'object' || depth > 12) return;
  const types = ([] as string[]).concat(schema.type ?? []);
  const isNumber = types.includes('integer') || types.includes('number');
  if (isNumber && schema.maximum === undefined && schema.exclusiveMaximum === undefined) found.push(`${where}: a number without maximum`);
  const isFile = schema.format === 'binary' || schema.contentMediaType !== undefined; // sized in its description
  const isFreeText = types.includes('string') && !schema.enum && schema.const === undefined && !isFile;
  if (isFreeText && schema.maxLength === undefined && schema.pattern === undefined && schema.format === undefined) {
    found.push(`${where}: a text without maxLength`);
  }
  for (const [name, property] of Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {})) {
    findUnbounded(property, `${where}.${name}`, found, depth + 1);
  }
  if (schema.items) findUnbounded(schema.items, `${where}[]`, found, depth + 1);
  if (typeof schema.additionalProperties === 'object') findUnbounded(schema.additionalProperties, `${where}{}`, found, depth + 1);
  for (const key of ['oneOf', 'anyOf', 'allOf']) for (const part of (schema[key] as unknown[] | undefined) ?? []) findUnbounded(part, where, found, depth + 1);
}

