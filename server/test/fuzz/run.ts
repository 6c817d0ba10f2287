import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContractOperation } from '../../contract/document.js';
import { service } from '../../handlers/index.js';
import { addFormats } from '../../http/ajv-formats.js';
import { expectResponseMatchesContract, testContract } from '../helpers.js';
import { createFuzzFixture, type Fixture, fixtureValues, ROLE_NAMES, type RoleName, type Session } from './fixtures.js';
import { mutate } from './mutations.js';
import { Random } from './random.js';
import { operationSpec, type OperationSpec, type RequestModel, toInject, validRequest } from './requests.js';
import { SchemaSampler, typesOf } from './schema-sample.js';

/** The seed of CI runs; FUZZ_SEED replaces it (any string) to explore, or to repeat a run. */
export const DEFAULT_SEED = 'royalty-desk-fuzz-1';

/** Requests per operation and role; FUZZ_SCALE multiplies them (FUZZ_SCALE=5 for a long local run). */
const BUDGET = {
  built: { valid: 10, invalid: 26 },
  /** Operations that hash a password (argon2, ~50 ms each): few valid requests. */
  hashing: { valid: 2, invalid: 16 },
  unbuilt: { valid: 4, invalid: 18 },
  /** Roles the operation refuses: the role check answers before anything is parsed. */
  refused: { valid: 1, invalid: 4 },
};
const HASHING = new Set(['login', 'signUpUser', 'signUpArtist', 'signUpWithInvite', 'updatePassword', 'resetPassword']);
/** Operations that may end the caller's session; any other that does is a failure. */
const SESSION_ENDING = new Set(['logout', 'updatePassword', 'resetPassword']);
/**
 * Presence posts share one allowance per account (429 past it): each presence operation starts
 * on fresh accounts, so that its own valid requests reach the handler.
 */
const FRESH_ACCOUNT_TAGS = new Set(['Presence']);
/** Operations whose valid requests take away fixture state (roster entries, verifications). */
const REPAIRING = new Set(['removeRosterArtist', 'disconnectUserIntegration']);

export interface FuzzGroup {
  /** Shown in the output and in the log file name. */
  name: string;
  /** Contract tags whose operations this run covers. */
  tags: string[];
}

export interface Failure {
  category: string;
  operation: string;
  role: RoleName;
  kind: string;
  status: number;
  problem: string;
  repro: string;
}

export interface FuzzReport {
  seed: string;
  /** Every operation of the group at full scale (no FUZZ_OPS, FUZZ_SCALE ≥ 1): the request count means something. */
  fullRun: boolean;
  requests: number;
  operations: number;
  milliseconds: number;
  failures: Failure[];
  /** Built operations none of whose requests answered 2xx (the generator never got past validation or lookups). */
  neverSucceeded: string[];
  statuses: Record<string, number>;
  summary: string;
}

/**
 * Sends generated requests for every operation of `group` and every role through inject, and
 * checks each answer: no 5xx (but the 501 of an unbuilt operation), the status, content type and
 * body as the contract says, Retry-After on every 429, 401 for a bad token, 401/403 for a role
 * the operation refuses, sessions that end only when asked to. Every failure is collected; the
 * report groups them and writes one repro line per failure to a log file.
 */
export async function runFuzz(group: FuzzGroup): Promise<FuzzReport> {
  const started = Date.now();
  const seed = process.env.FUZZ_SEED || DEFAULT_SEED;
  const scale = Number(process.env.FUZZ_SCALE ?? 1) || 1;
  const only = process.env.FUZZ_OPS?.split(',').map((name) => name.trim()).filter(Boolean);
  const contract = testContract();
  const sampler = new SchemaSampler(contract.document);
  const errorCheck = errorSchemaCheck(contract.document);
  const root = new Random(seed);
  const fixture = await createFuzzFixture();
  const specs = contract.operations
    .filter((operation) => operation.tags.some((tag) => group.tags.includes(tag)))
    .filter((operation) => !isStream(contract.document, operation))
    .filter((operation) => !only || only.includes(operation.operationId))
    .sort((a, b) => Number(SESSION_ENDING.has(a.operationId)) - Number(SESSION_ENDING.has(b.operationId)))
    .map((operation) => operationSpec(contract.document, operation, operation.operationId in service));

  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  const succeeded = new Set<string>();
  const timings = new Map<string, number>();
  const ungenerated = new Set<string>();
  const validAnswers: Record<string, Record<number, number>> = {};
  const refusedValid = new Map<string, number>();
  let requests = 0;
  try {
    for (const [specIndex, spec] of specs.entries()) {
      const methods = contract.operations.filter((operation) => operation.path === spec.operation.path).map((operation) => operation.method);
      for (const [roleIndex, role] of ROLE_NAMES.entries()) {
        const session = fixture.sessions[role];
        if (session.token && spec.operation.tags.some((tag) => FRESH_ACCOUNT_TAGS.has(tag))) await fixture.renew(session);
        // A client address per operation and role: the per-address throttles (sign-ups, logins)
        // answer 429 within one pair's requests, not for every pair after the first few.
        const remoteAddress = `10.${Math.floor(specIndex / 250) + 1}.${specIndex % 250}.${roleIndex + 1}`;
        const allowed = spec.operation.isPublic || spec.operation.roles.some((candidate) => session.roles.includes(candidate));
        const budget = !allowed ? BUDGET.refused : !spec.built ? BUDGET.unbuilt : HASHING.has(spec.operation.operationId) ? BUDGET.hashing : BUDGET.built;
        const random = root.fork(`${spec.operation.operationId}/${role}`);
        const total = Math.round((budget.valid + budget.invalid) * scale);
        const operationStarted = Date.now();
        for (let index = 0; index < total; index += 1) {
          const base = validRequest(sampler, spec, random, fixtureValues(fixture, spec, session, random));
          const model = index < Math.round(budget.valid * scale) ? base : mutate(base, sampler, random, { userId: session.userId, methods });
          const tokenUsed = session.token;
          const options = toInject(model, tokenUsed);
          const response = await fixture.app.inject({ ...options, remoteAddress });
          requests += 1;
          statuses[String(response.statusCode)] = (statuses[String(response.statusCode)] ?? 0) + 1;
          if (model.kind === 'valid') {
            const answers = (validAnswers[spec.operation.operationId] ??= {});
            answers[response.statusCode] = (answers[response.statusCode] ?? 0) + 1;
            if (response.statusCode < 300) succeeded.add(spec.operation.operationId);
            if (!model.valid) ungenerated.add(spec.operation.operationId);
            // Valid by the schemas yet refused: a rule the handler enforces (the contract should say it).
            if (model.valid && response.statusCode === 400 && allowed) {
              const message = `${spec.operation.operationId}: ${(parseOrText(response.body) as { message?: string }).message ?? response.body}`;
              refusedValid.set(message, (refusedValid.get(message) ?? 0) + 1);
            }
          }
          const problems = checkResponse(response, model, spec, { allowed, session, errorCheck, methods });
          // The 501 of an unbuilt operation comes after validation: an invalid body must not reach it either.
          const accepted = response.statusCode < 300 || (response.statusCode === 501 && !spec.built);
          if (model.kind !== 'valid' && allowed && accepted && bodyBreaksContract(sampler, spec, options)) {
            problems.push(['accepted an invalid body', `${response.statusCode} to a body the contract refuses`]);
          }
          const brokenParameter = model.kind !== 'valid' && allowed && accepted ? parameterBreakingContract(sampler, spec, model) : undefined;
          if (brokenParameter) problems.push(['accepted an invalid parameter', `${response.statusCode} with ${brokenParameter}, which the contract refuses`]);
          problems.push(...(await keepSessionAlive(fixture, session, spec, model, response)));
          for (const [category, problem] of problems) {
            failures.push({ category, operation: spec.operation.operationId, role, kind: model.kind, status: response.statusCode, problem, repro: repro(options, role, tokenUsed) });
          }
        }
        timings.set(spec.operation.operationId, (timings.get(spec.operation.operationId) ?? 0) + Date.now() - operationStarted);
      }
    }
  } finally {
    await fixture.app.close();
  }

  const neverSucceeded = specs.filter((spec) => spec.built && !succeeded.has(spec.operation.operationId)).map((spec) => spec.operation.operationId);
  const milliseconds = Date.now() - started;
  const logFile = join(tmpdir(), `royalty-desk-fuzz-${group.name}.log`);
  const coverage = Object.entries(validAnswers).map(
    ([operation, answers]) => `${operation}: ${Object.entries(answers).map(([status, count]) => `${status}×${count}`).join(' ')}`,
  );
  writeFileSync(
    logFile,
    [
      ...failures.map((failure) => `${failure.category} ${failure.status} ${failure.operation} [${failure.role}] ${failure.kind}: ${failure.problem}\n    ${failure.repro}`),
      `answers to valid requests, by operation (all roles):`,
      ...coverage.map((line) => `    ${line}`),
    ].join('\n') + '\n',
  );
  const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([operation, ms]) => `${operation} ${(ms / 1000).toFixed(1)} s`);
  const notes = [
    ...(ungenerated.size > 0 ? [`operations the generator could not always make a valid request for: ${[...ungenerated].join(', ')}`] : []),
    ...(refusedValid.size > 0
      ? [`valid-by-schema requests refused with 400: ${[...refusedValid].map(([message, count]) => `${message} (×${count})`).join('; ')}`]
      : []),
  ];
  const summary = summarize({ group, seed, requests, operations: specs.length, milliseconds, failures, neverSucceeded, statuses, logFile, slowest, notes });
  const fullRun = !only && scale >= 1;
  return { seed, fullRun, requests, operations: specs.length, milliseconds, failures, neverSucceeded, statuses, summary };
}

type Problem = [category: string, message: string];

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The first path or query parameter (as `query.page`) whose text breaks its schema even once
 * coerced as the server does (`page=1e30` past a maximum, a 300-character id), if any.
 */
function parameterBreakingContract(sampler: SchemaSampler, spec: OperationSpec, model: RequestModel): string | undefined {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    for (const parameter of spec.parameters) {
      if (parameter.in === 'path') {
        if (!sampler.conformsAsText(parameter.at.pointer, decode(model.path[parameter.name] ?? ''))) return `path.${parameter.name}`;
        continue;
      }
      if (parameter.in !== 'query') continue;
      const values = model.query.filter(([name]) => decode(name) === parameter.name).map(([, value]) => (value === '\0bare' ? '' : decode(value)));
      if (values.length === 0) {
        if (parameter.required) return `query.${parameter.name} missing`;
        continue;
      }
      const isArray = typesOf(sampler.deref(parameter.at).schema).includes('array');
      const value = isArray && !parameter.explode ? (values.at(-1) === '' ? [] : values.at(-1)!.split(',')) : values.length === 1 ? values[0]! : values;
      if (!sampler.conformsAsText(parameter.at.pointer, value)) return `query.${parameter.name}`;
    }
  } catch {
    return undefined; // not UTF-8 percent-encoding: the URL rules answer that, not the schema
  }
  return undefined;
}

/**
 * Whether the JSON body sent breaks the operation's schema (no coercion: a number for a string,
 * a one-element array for a scalar), is not JSON, or not UTF-8: then no 2xx may answer it.
 */
function bodyBreaksContract(sampler: SchemaSampler, spec: OperationSpec, options: ReturnType<typeof toInject>): boolean {
  const contentType = String((options.headers as Record<string, string>)['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const media = spec.body?.media.find((candidate) => candidate.mediaType === contentType);
  if (!media || !/^application\/(.+\+)?json$/.test(contentType) || options.payload === undefined) return false;
  const payload = options.payload as string | Buffer;
  let value: unknown;
  try {
    const text = Buffer.isBuffer(payload) ? strictUtf8.decode(payload) : payload;
    if (text.trim() === '') return spec.body!.required;
    value = JSON.parse(text);
  } catch {
    return true;
  }
  return !sampler.conforms(media.at.pointer, value);
}

function checkResponse(
  response: LightMyRequestResponse,
  model: RequestModel,
  spec: OperationSpec,
  { allowed, session, errorCheck, methods }: { allowed: boolean; session: Session; errorCheck: (body: unknown) => string | null; methods: string[] },
): Problem[] {
  const problems: Problem[] = [];
  const status = response.statusCode;
  if (status === 429 && response.headers['retry-after'] === undefined) problems.push(['429 without Retry-After', 'no Retry-After header']);
  const routed = routedOperation(model, spec, methods);
  const target = routed.to === 'same' ? spec.operation : routed.to === 'other' ? operationAt(routed.template, model.method) : undefined;
  const unbuilt = target !== undefined && !(target.operationId in service);
  if (status >= 500 && !(status === 501 && unbuilt)) problems.push(['5xx', `${status} ${preview(response.body, 160)}`]);
  if (status === 501 && target && !unbuilt) problems.push(['5xx', `a built operation answered 501`]);

  if (routed.to === 'same') {
    try {
      expectResponseMatchesContract(response, { method: spec.operation.method, path: spec.operation.path });
    } catch (error) {
      problems.push(['contract', firstLine((error as Error).message).replace(/^\S+ \S+ → \d+: /, '')]);
    }
  } else if (routed.to === 'other' && model.method !== 'HEAD') {
    // Routed to another operation (a path value that spells a literal route, `..`): that one's contract.
    try {
      expectResponseMatchesContract(response, { method: model.method, path: routed.template });
    } catch (error) {
      problems.push(['contract', firstLine((error as Error).message)]);
    }
  } else if (model.method !== 'HEAD' && response.body !== '') {
    const problem = errorCheck(parseOrText(response.body));
    if (problem) problems.push(['error schema (no operation)', `${status}: ${problem}`]);
    if (status === 405 && response.headers.allow === undefined) problems.push(['405 without Allow', 'no Allow header']);
  }

  if (routed.to === 'same' && status < 500 && status !== 400 && status !== 414 && status !== 404) {
    if (model.kind.startsWith('auth:') && !spec.operation.isPublic && status !== 401) {
      problems.push(['authorization', `a bad token answered ${status}, not 401`]);
    }
    if (!allowed && !model.kind.startsWith('auth:') && status !== (session.token ? 403 : 401) && status !== 405 && status !== 415) {
      problems.push(['authorization', `a role outside x-roles answered ${status}`]);
    }
  }
  return problems;
}

/** Whether the request reached this operation, another one (and which), or none (404/405 of the router). */
function routedOperation(model: RequestModel, spec: OperationSpec, methods: string[]): { to: 'same' | 'none' } | { to: 'other'; template: string } {
  const pathname = new URL(toUrl(model), 'http://localhost').pathname;
  if (!pathname.startsWith('/api/')) return { to: 'none' };
  const template = matchTemplate(pathname.slice(4));
  if (template === undefined) return { to: 'none' };
  const method = model.method === 'HEAD' ? 'GET' : model.method;
  if (template === spec.operation.path && method === spec.operation.method) return { to: 'same' };
  if (template === spec.operation.path && !methods.includes(method)) return { to: 'none' };
  const path = testContract().document.paths?.[template] ?? {};
  return method.toLowerCase() in path ? { to: 'other', template } : { to: 'none' };
}

function operationAt(template: string, method: string): ContractOperation | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return testContract().operations.find((operation) => operation.path === template && operation.method === wanted);
}

let templates: { template: string; pattern: RegExp; parameters: number }[] | undefined;

/** The contract path a URL path matches; literal segments win, and a parameter may be empty (as in the router). */
function matchTemplate(path: string): string | undefined {
  templates ??= Object.keys(testContract().document.paths ?? {})
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^/}]+\\?\}/g, '[^/]*')}$`),
      parameters: template.match(/\{/g)?.length ?? 0,
    }))
    .sort((a, b) => a.parameters - b.parameters);
  return templates.find((candidate) => candidate.pattern.test(path))?.template;
}

function toUrl(model: RequestModel): string {
  return toInject(model, undefined).url as string;
}

/**
 * After a request that may have ended the caller's session (any write, any 401), checks the token;
 * a dead one is replaced by a new account of the same role, and reported unless the operation is
 * one that ends sessions.
 */
async function keepSessionAlive(fixture: Fixture, session: Session, spec: OperationSpec, model: RequestModel, response: LightMyRequestResponse): Promise<Problem[]> {
  if (!session.token) return [];
  if (REPAIRING.has(spec.operation.operationId)) await fixture.repair(session);
  if (spec.operation.method === 'GET' && response.statusCode !== 401) return [];
  if (await fixture.isAlive(session)) return [];
  await fixture.renew(session);
  return SESSION_ENDING.has(spec.operation.operationId) ? [] : [['session ended', `the caller's token stopped working after this request (${response.statusCode})`]];
}

function isStream(document: ReturnType<typeof testContract>['document'], operation: ContractOperation): boolean {
  // A built stream (server-sent events) never ends under inject; those have their own tests.
  const responses = (document.paths?.[operation.path]?.[operation.method.toLowerCase()] as { responses?: object } | undefined)?.responses;
  return JSON.stringify(responses ?? {}).includes('text/event-stream') && operation.operationId in service;
}

function errorSchemaCheck(document: ReturnType<typeof testContract>['document']): (body: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'fuzz-errors.json');
  const validate = ajv.getSchema('fuzz-errors.json#/components/schemas/Error')!;
  return (body) => (validate(body) ? null : `not the Error schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}; body ${preview(typeof body === 'string' ? body : JSON.stringify(body), 160)}`);
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One line to repeat the request: method, URL, headers (the session's token named by role) and a body preview. */
function repro(options: ReturnType<typeof toInject>, role: RoleName, token: string | undefined): string {
  const url = String(options.url);
  const headers = Object.entries((options.headers ?? {}) as Record<string, string>).map(([name, value]) =>
    `-H ${JSON.stringify(`${name}: ${token && value === `Bearer ${token}` ? `Bearer <${role} token>` : preview(value, 120, false)}`)}`,
  );
  const payload = options.payload as string | Buffer | undefined;
  const body = payload === undefined ? '' : ` --data ${bodyPreview(payload)}`;
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length} chars)` : url} ${headers.join(' ')}${body}`;
}

function bodyPreview(payload: string | Buffer): string {
  const buffer = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const text = buffer.toString('utf8');
  const lossy = Buffer.compare(Buffer.from(text), buffer) !== 0;
  return `${preview(text, 200)}${lossy ? ' (invalid UTF-8 bytes shown as U+FFFD)' : ''}`;
}

function preview(text: string, length: number, quote = true): string {
  const shown = text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text;
  return quote ? JSON.stringify(shown) : shown;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]!;
}

/** Every failure's repro is printed up to this many failures; past it, a few per group (all in the log file). */
const ALL_REPROS_UP_TO = 60;
const REPROS_PER_GROUP = 3;

function summarize({
  group,
  seed,
  requests,
  operations,
  milliseconds,
  failures,
  neverSucceeded,
  statuses,
  logFile,
  slowest,
  notes,
}: {
  group: FuzzGroup;
  seed: string;
  requests: number;
  operations: number;
  milliseconds: number;
  failures: Failure[];
  neverSucceeded: string[];
  statuses: Record<string, number>;
  logFile: string;
  slowest: string[];
  notes: string[];
}): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = [failure.category, failure.status, failure.operation, kindClass(failure.kind), normalize(failure.problem)].join(' | ');
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [
    `fuzz ${group.name}: seed ${JSON.stringify(seed)} (FUZZ_SEED=${seed} repeats it), ${requests} requests over ${operations} operations × ${ROLE_NAMES.length} roles in ${(milliseconds / 1000).toFixed(1)} s`,
    `statuses: ${Object.entries(statuses).sort().map(([status, count]) => `${status}×${count}`).join(' ')}`,
    `slowest operations: ${slowest.join(', ')}`,
  ];
  if (neverSucceeded.length > 0) lines.push(`built operations without a 2xx to a valid request: ${neverSucceeded.join(', ')}`);
  lines.push(...notes);
  if (failures.length === 0) return lines.join('\n');
  lines.push(
    `${failures.length} failures in ${groups.size} groups (every failure with its repro, and the answers to valid requests: ${logFile})`,
    `one operation again: FUZZ_SEED=${seed} FUZZ_OPS=<operationId> npx vitest run server/test/fuzz/${group.name}.test.ts`,
  );
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [, members] of sorted) {
    const first = members[0]!;
    const roles = [...new Set(members.map((member) => member.role))].join(', ');
    lines.push(`[${first.category}] ${first.status} ${first.operation} · ${kindClass(first.kind)} · ×${members.length} (${roles})`, `    ${first.problem}`);
    const shown = failures.length <= ALL_REPROS_UP_TO ? members : members.slice(0, REPROS_PER_GROUP);
    for (const member of shown) lines.push(`    repro: ${member.repro}`);
    if (shown.length < members.length) lines.push(`    … ${members.length - shown.length} more in the log file`);
  }
  return lines.join('\n');
}

/** The kind without its particular value (`query.page: boundary "1e30"` → `query.page: boundary`). */
function kindClass(kind: string): string {
  return kind.replace(/(: boundary).*/, '$1').replace(/\/\d+(?=\/|:)/g, '/#');
}

function normalize(problem: string): string {
  return problem.replace(/body ".*$/, '').replace(/\d{3,}/g, 'N').slice(0, 160);
}
