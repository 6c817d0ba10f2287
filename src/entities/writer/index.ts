export {
  WRITER_DISCOGRAPHY_FETCH_ERROR,
  WRITER_FETCH_ERROR,
  WriterReadError,
  readWriter,
  writerQueries,
} from './api/writer-api';
export type {
  CompositionRole,
  WorkRegistrationStatus,
  Writer,
  WriterDiscographyParams,
  WriterListParams,
  WriterPage,
} from './api/writer-api';
export {
  COMPOSITION_ROLE_LABELS,
  WORK_REGISTRATION_STATUS_LABELS,
  WORK_REGISTRATION_STATUS_PALETTE,
  compositionRoleLabel,
  workRegistrationStatusLabel,
} from './config/labels';
export { WRITER_DISCOGRAPHY_PAGE_SIZE, WRITER_LIST_PAGE_SIZE, WRITER_SORT_FIELDS, WRITER_SORT_LABELS } from './config/writer-config';
export { WriterTable, writerColumns } from './ui/writer-table';
export type { WriterTableProps } from './ui/writer-table';
