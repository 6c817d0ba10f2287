export {
  isBlank,
  listParam,
  listQueryDefaults,
  parseListQuery,
  serializeListQuery,
  toApiQuery,
} from './list-query';
export type { ListQuerySchema, ListQueryValue, ListQueryValues, SerializeOptions } from './list-query';
export { useListQuery } from './use-list-query';
export type { ListQueryState, ListQueryUpdateOptions } from './use-list-query';
