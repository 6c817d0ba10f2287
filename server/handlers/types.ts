import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, HeadersOf, OperationId, PathParams, QueryOf, SuccessBodyOf } from '../contract/operations.js';

// The release lists (server/releases) still name their queries from here; they move to ../contract/operations.js.

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
