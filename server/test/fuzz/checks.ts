import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Contract, ContractOperation } from '../../contract/document.js';
import { service } from '../../handlers/index.js';
import { addFormats } from '../../contract/ajv-formats.js';
import { expectResponseMatchesContract } from '../helpers.js';
import type { OperationSpec, RequestModel } from './requests.js';
import { requestUrl } from './requests.js';
import { type SchemaSampler, typesOf } from './schema-sample.js';

/** What was sent, to whom, and what came back. */
export interface Exchange {
  spec: OperationSpec;
  model: RequestModel;
  options: InjectOptions;
  response: LightMyRequestResponse;
  /** The caller's role is in the operation's x-roles (or it is public). */
  allowed: boolean;
  /** The caller sent a token of a real account (the visitor sends none). */
  signedIn: boolean;
}

export type Problem = [category: string, message: string];

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The rules every answer is held to: no 5xx but the 501 of an unbuilt operation; the status,
 * content type and body the contract gives (the operation's, or the Error schema with Allow on a
 * 405 when no operation was reached); Retry-After on 429; 401 for a bad token and 401/403 for a
 * role outside x-roles; and no success for a body or parameter the contract refuses.
 */
export class AnswerChecks {
  private readonly validateError: ValidateFunction;
  private readonly errorAjv: Ajv2020;
  private readonly templates: { template: string; pattern: RegExp; parameters: number }[];

  constructor(
    private readonly contract: Contract,
    private readonly sampler: SchemaSampler,
  ) {
    this.errorAjv = new Ajv2020({ strict: false, validateSchema: false });
    addFormats(this.errorAjv);
    this.errorAjv.addSchema(contract.document, 'fuzz-errors.json');
    this.validateError = this.errorAjv.getSchema('fuzz-errors.json#/components/schemas/Error')!;
    // Literal segments win over parameters, and a parameter may be empty (as in the router).
    this.templates = Object.keys(contract.document.paths ?? {})
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^/}]+\\?\}/g, '[^/]*')}$`),
        parameters: template.match(/\{/g)?.length ?? 0,
      }))
      .sort((a, b) => a.parameters - b.parameters);
  }

  check(exchange: Exchange): Problem[] {
    const { spec, model, response, allowed, signedIn } = exchange;
    const problems: Problem[] = [];
    const status = response.statusCode;
    if (status === 429 && response.headers['retry-after'] === undefined) problems.push(['429 without Retry-After', 'no Retry-After header']);

    const target = this.routedOperation(model);
    const reached = target?.operationId === spec.operation.operationId;
    const unbuilt = target !== undefined && !(target.operationId in service);
    if (status >= 500 && !(status === 501 && unbuilt)) problems.push(['5xx', `${status} ${preview(response.body, 160)}`]);
    if (status === 501 && target !== undefined && !unbuilt) problems.push(['5xx', 'a built operation answered 501']);

    if (target && model.method !== 'HEAD') {
      // Another operation when a path value spells a literal route or `..`: that one's contract.
      try {
        expectResponseMatchesContract(response, { method: target.method, path: target.path });
      } catch (error) {
        problems.push(['contract', firstLine((error as Error).message).replace(/^\S+ \S+ → \d+: /, reached ? '' : `(reached ${target.operationId}) `)]);
      }
    } else if (!target && model.method !== 'HEAD' && response.body !== '') {
      const body = parseOrText(response.body);
      if (!this.validateError(body)) {
        problems.push(['error schema (no operation)', `${status}: ${this.errorAjv.errorsText(this.validateError.errors, { dataVar: 'body' })}; body ${preview(response.body, 160)}`]);
      }
      if (status === 405 && response.headers.allow === undefined) problems.push(['405 without Allow', 'no Allow header']);
    }

    // An operation that reads its token from the body cannot know the caller of a body past its limit.
    const unreadBody = status === 413 && spec.operation.tokenInBody !== undefined;
    if (reached && status < 500 && ![400, 404, 414].includes(status) && !unreadBody) {
      const badToken = model.kind.startsWith('auth:');
      if (badToken && !spec.operation.isPublic && status !== 401) problems.push(['authorization', `a bad token answered ${status}, not 401`]);
      if (!allowed && !badToken && ![signedIn ? 403 : 401, 405, 415].includes(status)) {
        problems.push(['authorization', `a role outside x-roles answered ${status}`]);
      }
    }

    // The 501 of an unbuilt operation comes after validation: what the contract refuses must not reach it either.
    const accepted = status < 300 || (status === 501 && unbuilt);
    if (reached && allowed && accepted && model.kind !== 'valid') {
      if (this.bodyBreaksContract(exchange)) problems.push(['accepted an invalid body', `${status} to a body the contract refuses`]);
      const parameter = this.parameterBreakingContract(spec, model);
      if (parameter) problems.push(['accepted an invalid parameter', `${status} with ${parameter}, which the contract refuses`]);
    }
    return problems;
  }

  /** The operation the router gave the request to, or undefined (its 404 or 405). */
  private routedOperation(model: RequestModel): ContractOperation | undefined {
    const pathname = new URL(requestUrl(model), 'http://localhost').pathname;
    if (!pathname.startsWith('/api/')) return undefined;
    const template = this.templates.find((candidate) => candidate.pattern.test(pathname.slice(4)))?.template;
    const method = model.method === 'HEAD' ? 'GET' : model.method;
    return this.contract.operations.find((operation) => operation.path === template && operation.method === method);
  }

  /**
   * Whether the JSON body sent breaks the operation's schema (no coercion: a number for a string,
   * a one-element array for a scalar), is not JSON, or not UTF-8.
   */
  private bodyBreaksContract({ spec, options }: Exchange): boolean {
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
    return !this.sampler.conforms(media.at.pointer, value);
  }

  /**
   * The first path or query parameter (as `query.page`) whose text breaks its schema even once
   * coerced as the server does (`page=1e30` past a maximum, a 300-character id), if any.
   */
  private parameterBreakingContract(spec: OperationSpec, model: RequestModel): string | undefined {
    const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
    try {
      for (const parameter of spec.parameters) {
        if (parameter.in === 'path') {
          if (!this.sampler.conformsAsText(parameter.at.pointer, decode(model.path[parameter.name] ?? ''))) return `path.${parameter.name}`;
          continue;
        }
        if (parameter.in !== 'query') continue;
        const values = model.query.filter(([name]) => decode(name) === parameter.name).map(([, value]) => (value === '\0bare' ? '' : decode(value)));
        if (values.length === 0) {
          if (parameter.required) return `query.${parameter.name} missing`;
          continue;
        }
        const isArray = typesOf(this.sampler.deref(parameter.at).schema).includes('array');
        const last = values.at(-1)!;
        const value = isArray && !parameter.explode ? (last === '' ? [] : last.split(',')) : values.length === 1 ? values[0]! : values;
        if (!this.sampler.conformsAsText(parameter.at.pointer, value)) return `query.${parameter.name}`;
      }
    } catch {
      return undefined; // not UTF-8 percent-encoding: the URL rules answer that, not the schema
    }
    return undefined;
  }
}

export function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function preview(text: string, length: number, quote = true): string {
  const shown = text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text;
  return quote ? JSON.stringify(shown) : shown;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]!;
}
