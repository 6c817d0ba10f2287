import type { LightMyRequestResponse } from 'fastify';
import type { ContractOperation, OpenApiDocument } from '../../contract/document.js';
import { service } from '../../handlers/index.js';
import { testContract } from '../helpers.js';
import { AnswerChecks, type Problem } from './checks.js';
import { createFuzzFixture, type Fixture, fixtureValues, ROLE_NAMES, type Session } from './fixtures.js';
import { mutate } from './mutations.js';
import { Random } from './random.js';
import { type Failure, Tally } from './report.js';
import { operationSpec, type OperationSpec, toInject, validRequest } from './requests.js';
import { SchemaSampler } from './schema-sample.js';

export type { Failure } from './report.js';

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
/** Operations that may end the caller's session (run last); any other that does is a failure. */
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

export interface FuzzReport {
  seed: string;
  /** Every operation of the group at full scale (no FUZZ_OPS, FUZZ_SCALE ≥ 1): the request count means something. */
  fullRun: boolean;
  requests: number;
  failures: Failure[];
  summary: string;
}

/**
 * Sends generated requests for every operation of `group` × every role through inject, valid
 * ones first, then single mutations of valid ones, and holds every answer to the contract
 * (`AnswerChecks`). Failures are collected, not thrown: the summary groups them (operation,
 * kind of mutation, status, message) and the log file has one repro line for each.
 */
export async function runFuzz(group: FuzzGroup): Promise<FuzzReport> {
  const started = Date.now();
  const seed = process.env.FUZZ_SEED || DEFAULT_SEED;
  const scale = Number(process.env.FUZZ_SCALE ?? 1) || 1;
  const only = process.env.FUZZ_OPS?.split(',').map((name) => name.trim()).filter(Boolean);
  const contract = testContract();
  const sampler = new SchemaSampler(contract.document);
  const checks = new AnswerChecks(contract, sampler);
  const root = new Random(seed);
  const tally = new Tally();
  const specs = contract.operations
    .filter((operation) => operation.tags.some((tag) => group.tags.includes(tag)))
    .filter((operation) => !isBuiltStream(contract.document, operation))
    .filter((operation) => !only || only.includes(operation.operationId))
    .sort((a, b) => Number(SESSION_ENDING.has(a.operationId)) - Number(SESSION_ENDING.has(b.operationId)))
    .map((operation) => operationSpec(contract.document, operation, operation.operationId in service));

  const fixture = await createFuzzFixture();
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
        const valid = Math.round(budget.valid * scale);
        const total = Math.round((budget.valid + budget.invalid) * scale);
        const random = root.fork(`${spec.operation.operationId}/${role}`);
        const pairStarted = Date.now();
        for (let index = 0; index < total; index += 1) {
          const base = validRequest(sampler, spec, random, fixtureValues(fixture, spec, session, random));
          const model = index < valid ? base : mutate(base, sampler, random, { userId: session.userId, methods });
          const token = session.token;
          const options = toInject(model, token);
          const response = await fixture.app.inject({ ...options, remoteAddress });
          const exchange = { spec, model, options, response, allowed, signedIn: token !== undefined };
          const problems = [...checks.check(exchange), ...(await keepSessionAlive(fixture, session, spec, response))];
          tally.record(exchange, role, token, problems);
        }
        tally.time(spec.operation.operationId, Date.now() - pairStarted);
      }
    }
  } finally {
    await fixture.app.close();
  }

  const logFile = tally.writeLog(group.name);
  const summary = tally.summary({
    name: group.name,
    seed,
    operations: specs.length,
    roles: ROLE_NAMES.length,
    seconds: (Date.now() - started) / 1000,
    built: specs.filter((spec) => spec.built).map((spec) => spec.operation.operationId),
    logFile,
  });
  return { seed, fullRun: !only && scale >= 1, requests: tally.requests, failures: tally.failures, summary };
}

/**
 * After a request that may have ended the caller's session (any write, any 401), checks the token;
 * a dead one is replaced by a new account of the same role, and reported unless the operation is
 * one that ends sessions. Also puts back roster entries that valid requests removed.
 */
async function keepSessionAlive(fixture: Fixture, session: Session, spec: OperationSpec, response: LightMyRequestResponse): Promise<Problem[]> {
  if (!session.token) return [];
  if (REPAIRING.has(spec.operation.operationId)) await fixture.repair(session);
  if (spec.operation.method === 'GET' && response.statusCode !== 401) return [];
  if (await fixture.isAlive(session)) return [];
  await fixture.renew(session);
  return SESSION_ENDING.has(spec.operation.operationId) ? [] : [['session ended', `the caller's token stopped working after this request (${response.statusCode})`]];
}

/** A built stream (server-sent events) never ends under inject; those have their own tests. */
function isBuiltStream(document: OpenApiDocument, operation: ContractOperation): boolean {
  const responses = (document.paths?.[operation.path]?.[operation.method.toLowerCase()] as { responses?: object } | undefined)?.responses;
  return JSON.stringify(responses ?? {}).includes('text/event-stream') && operation.operationId in service;
}
