import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { authenticate } from '../accounts/session-check.js';
import { createAuthorizer, createBodyTokenAuthorizer } from '../auth/authorize.js';
import type { Contract, ContractOperation } from '../contract/document.js';
import { notBuiltHandler } from '../handlers/not-built.js';
import type { Handlers } from '../handlers/types.js';
import { registerCompression } from './compression.js';
import { HttpError } from './errors.js';
import { createFormArraySplitter } from './form-arrays.js';

export const API_PREFIX = '/api';

/**
 * Body limit of the operations open without signing in (`security: []`: sign-in, sign-ups,
 * password and code flows, email preferences). Their largest legitimate body is about 5.5 KB (a
 * sign-up at every field's maxLength in 4-byte characters); anyone can send these, so each may
 * make the server read and parse no more than this. Signed-in operations keep Fastify's 1 MiB.
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operation this route serves (API routes only). */
    operation?: ContractOperation;
  }
}

/**
 * Routes every operation of the contract under /api with request validation generated from it:
 * the role check first, then the handler from `service`, or a 501 stand-in when there is none.
 */
export async function registerApi(
  app: FastifyInstance,
  { contract, service }: { contract: Contract; service: Handlers },
): Promise<void> {
  const byRoute = new Map(contract.operations.map((operation) => [routeKey(operation.method, operation.path), operation]));
  const handlers = service as Record<string, RouteOptions['handler'] | undefined>;
  const authenticateToken = (token: string) => authenticate(app.db, app.tokens.verify, token);

  for (const problem of contract.operations.flatMap((operation) => operation.problems)) app.log.warn(problem);
  for (const operationId of Object.keys(service)) {
    if (!contract.operations.some((operation) => operation.operationId === operationId)) {
      app.log.warn(`A handler exists for ${operationId}, which the contract does not define`);
    }
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.operation) dropMultipartBodySchema(route);
  });

  for (const mediaType of new Set(contract.operations.flatMap((operation) => operation.requestBody?.mediaTypes ?? []))) {
    if (!app.hasContentTypeParser(mediaType)) app.log.warn(`No body parser for ${mediaType}: such requests answer 415`);
  }

  // The glue warns about every media type of the document without a body parser, responses
  // (text/event-stream, text/csv) included; request types are checked above, so it gets a
  // quieter logger of its own. Routes log through the app's logger all the same.
  await app.register(async (api) => {
    api.log = app.log.child({}, { level: 'error' });
    await registerCompression(api);
    await api.register(openapiGlue, {
      specification: contract.document,
      prefix: API_PREFIX,
      operationResolver: (_operationId: string, method: string, path: string) => {
        const operation = byRoute.get(routeKey(method, path));
        if (!operation) throw new Error(`The contract has no operation ${method} ${path}`);
        const route: Partial<RouteOptions> = {
          handler: handlers[operation.operationId] ?? notBuiltHandler(operation),
          onRequest: createAuthorizer(operation, authenticateToken),
          preValidation: [
            operation.tokenInBody !== undefined ? createBodyTokenAuthorizer({ ...operation, tokenInBody: operation.tokenInBody }, authenticateToken) : null,
            createFormArraySplitter(contract, operation),
            operation.requestBody ? createBodyCheck(operation) : null,
          ].filter((hook) => hook !== null),
          config: { operation },
          // The operation's own x-body-limit, else the small limit of operations open to anyone.
          ...(operation.bodyLimit !== undefined
            ? { bodyLimit: operation.bodyLimit }
            : operation.isPublic
              ? { bodyLimit: PUBLIC_BODY_LIMIT }
              : {}),
        };
        return route as RouteOptions; // the glue adds method, url and schema
      },
    });
  });
}

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Fastify validates a body only when its media type has a schema, so a missing body or another
 * media type would reach the handler unchecked: answer 400 / 415 first.
 */
function createBodyCheck(operation: ContractOperation) {
  const { required, mediaTypes } = operation.requestBody!;
  return async (request: FastifyRequest): Promise<void> => {
    const mediaType = request.mediaType;
    if (mediaType === undefined && request.body === undefined) {
      if (required) throw new HttpError(400, 'body is required');
      return;
    }
    if (!mediaTypes.some((accepted) => mediaTypeMatches(accepted, mediaType ?? ''))) {
      throw new HttpError(415, `Content-Type must be ${mediaTypes.join(' or ')}`);
    }
  };
}

function mediaTypeMatches(accepted: string, actual: string): boolean {
  const [type, subtype] = accepted.toLowerCase().split(';', 1)[0]!.trim().split('/');
  const [actualType, actualSubtype] = actual.toLowerCase().split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

/** Bodies handlers read as streams: multipart forms and tus chunks. */
const STREAMED_MEDIA_TYPES = ['multipart/form-data', 'application/offset+octet-stream'];

/**
 * @fastify/multipart leaves the body empty (handlers stream the parts with request.file() /
 * request.parts() and check them), and so does the parser of tus chunks (the tus server streams
 * them), so a schema of such a body would always fail: drop it.
 */
function dropMultipartBodySchema(route: RouteOptions): void {
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
  if (!body?.content) return;
  const streamed = STREAMED_MEDIA_TYPES.filter((type) => body.content![type]);
  if (streamed.length === 0) return;
  for (const type of streamed) delete body.content[type];
  if (Object.keys(body.content).length === 0) delete route.schema!.body;
}
