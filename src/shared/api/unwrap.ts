import { apiErrorFromResponse, toApiError } from './errors';

interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an `apiClient` call and returns its `data`, or throws an `ApiError` (spec 1 §8 message),
 * so a React Query `queryFn` is one line:
 * `queryFn: ({ signal }) => unwrap(apiClient.GET('/user', { signal }))`.
 */
export async function unwrap<Data>(call: Promise<CallResult<Data>>): Promise<Data> {
  let result: CallResult<Data>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (!result.response.ok) throw apiErrorFromResponse(result.response, result.error);
  return result.data as Data;
}
