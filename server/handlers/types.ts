import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../generated/openapi.js';

/** Every operationId of the contract (from server/generated/openapi.ts). */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];
type OrEmpty<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
type Parameters<K extends OperationId> = Operation<K> extends { parameters: infer P } ? P : never;

export type PathParams<K extends OperationId> = OrEmpty<Parameters<K> extends { path?: infer P } ? P : never>;
export type QueryOf<K extends OperationId> = OrEmpty<Parameters<K> extends { query?: infer Q } ? Q : never>;
export type HeadersOf<K extends OperationId> = OrEmpty<Parameters<K> extends { header?: infer H } ? H : never>;

/** The JSON request body; `unknown` for other media types (multipart is read with request.file()). */
export type BodyOf<K extends OperationId> = Operation<K> extends { requestBody: infer B }
  ? [JsonOf<B>] extends [never]
    ? unknown
    : JsonOf<B>
  : Operation<K> extends { requestBody?: infer B }
    ? [JsonOf<NonNullable<B>>] extends [never]
      ? unknown
      : JsonOf<NonNullable<B>> | undefined
    : undefined;

type Responses<K extends OperationId> = Operation<K> extends { responses: infer R } ? R : never;
/** Union of the JSON bodies of the operation's 2xx responses. */
export type SuccessBodyOf<K extends OperationId> = {
  [S in keyof Responses<K>]: `${S & (string | number)}` extends `2${string}` ? JsonOf<Responses<K>[S]> : never;
}[keyof Responses<K>];

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: QueryOf<K>;
  Body: BodyOf<K>;
  Headers: HeadersOf<K>;
}>;

/**
 * A handler of operation K: returns a 2xx body, or the reply after sending something else
 * itself (`return reply.code(204).send()`). Errors are thrown as HttpError.
 */
export type Handler<K extends OperationId> = (
  this: FastifyInstance,
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<SuccessBodyOf<K> | FastifyReply>;

/** A group of handlers keyed by operationId; write one per tag with `satisfies Handlers`. */
export type Handlers = { [K in OperationId]?: Handler<K> };
