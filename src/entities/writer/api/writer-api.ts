import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, isCanceledError, toApiError, unwrap, type components, type operations } from '@/shared/api';

export type Writer = components['schemas']['Writer'];
export type WriterPage = components['schemas']['WriterPage'];
export type WriterListParams = NonNullable<operations['listWriters']['parameters']['query']>;
export type WriterDiscographyParams = NonNullable<operations['getWriterDiscography']['parameters']['query']>;
type TrackPage = components['schemas']['TrackPage'];
export type CompositionRole = components['schemas']['CompositionCredit']['role'];
export type WorkRegistrationStatus = components['schemas']['Work']['registrations'][number]['status'];

/** Spec 1 §8: writer read failures. */
export const WRITER_FETCH_ERROR = 'Unable to fetch writer';
export const WRITER_DISCOGRAPHY_FETCH_ERROR = 'Unable to fetch writer discography';

/**
 * A failed writer read: `message` is the catalogue wording (spec 1 §8), `detail` the API's own
 * message, `cause` the original `ApiError`.
 */
export class WriterReadError extends Error {
  override readonly name = 'WriterReadError';
  readonly status: number;
  readonly detail: string;
  constructor(message: string, cause: unknown) {
    const apiError = toApiError(cause);
    super(message, { cause: apiError });
    this.status = apiError.status;
    this.detail = apiError.message;
  }
}

/** Runs a writer read; failures (other than cancellation) become `WriterReadError(message)`. */
export async function readWriter<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCanceledError(error)) throw error;
    throw new WriterReadError(message, error);
  }
}

export const writerQueries = {
  all: () => ['writers'] as const,
  list: (query: WriterListParams) =>
    queryOptions({
      queryKey: ['writers', 'list', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/writers', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  total: () =>
    queryOptions({
      queryKey: ['writers', 'total'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/writers/total', { signal })),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['writers', id] as const,
      queryFn: ({ signal }): Promise<Writer> =>
        readWriter(WRITER_FETCH_ERROR, () => unwrap(apiClient.GET('/writers/{id}', { params: { path: { id } }, signal }))),
    }),
  /** A page of the writer's credited tracks, newest release first. */
  discography: (id: string, query: WriterDiscographyParams = {}) =>
    queryOptions({
      queryKey: ['writers', id, 'discography', query] as const,
      queryFn: ({ signal }): Promise<TrackPage> =>
        readWriter(WRITER_DISCOGRAPHY_FETCH_ERROR, () =>
          unwrap(apiClient.GET('/writers/{id}/discography', { params: { path: { id }, query }, signal })),
        ),
      placeholderData: keepPreviousData,
    }),
};
