export {
  countSet,
  isBlank,
  listParam,
  listQuery,
  listQueryDefaults,
  parseListQuery,
  serializeListQuery,
  toApiQuery,
} from './list-query';
export type {
  ListParam,
  ListQueryOutput,
  ListQuerySchema,
  ListQueryShape,
  ListQueryValue,
  ListQueryValues,
  SerializeOptions,
} from './list-query';
export { useListQuery } from './use-list-query';
export type { ListQueryState, ListQueryUpdateOptions } from './use-list-query';
export { useSearchParams } from './use-search-params';
