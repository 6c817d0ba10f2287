import type { operations } from '../generated/openapi.js';

/**
 * The contract's types per operation (from server/generated/openapi.ts): below the handlers, so the
 * services that answer an operation's query can name it without importing the HTTP layer.
 */

/** Every operationId of the contract. */
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
