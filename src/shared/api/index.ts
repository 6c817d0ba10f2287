export { apiClient, configureApiAuth, createApiClient, LOGIN_REDIRECT_PATH, REFRESH_PATH } from './client';
export type { ApiAuthHooks, ApiClient, ApiClientOptions, RefreshedSession } from './client';
export { API_PREFIX, resolveApiBaseUrl } from './config';
export {
  AGREEMENT_ERROR_MESSAGES,
  agreementRequiredOf,
  ApiError,
  AUTH_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  chooseErrorMessage,
  isApiError,
  isCanceledError,
  toApiError,
} from './errors';
export type { ApiErrorKind } from './errors';
export {
  createOfflineWriteGuard,
  installOfflineWriteGuard,
  OFFLINE_WRITE_MESSAGE,
  offlineWriteError,
  runMutationsOffline,
} from './offline-writes';
export { POLLED_QUERY_OPTIONS } from './polling';
export { openEventStream } from './event-stream';
export type { EventStreamEnd, EventStreamState } from './event-stream';
export { unwrap } from './unwrap';
export { useLinkRequest } from './use-link-request';
export { uploadWithProgress } from './upload';
export { findPendingUploads, forgetPendingUpload, startResumableUpload } from './upload-resumable';
export type { PendingUpload, ResumableUpload } from './upload-resumable';
export type { UploadOptions, UploadProgress } from './upload';
export type { components, operations, paths } from './generated/openapi';
export { createQueryClient, queryClient, queryClientDefaultOptions } from './query-client';
export { lazyWithQueryClient, loadQueryClient, QueryClientGate } from './query-client-gate';
export {
  RELEASE_RULES,
  PREVIOUS_DISTRIBUTOR_LABELS,
  PREVIOUS_DISTRIBUTORS,
  RELEASE_TERRITORIES,
  RULE_MESSAGES,
  SONGWRITER_ROLES,
  isReleaseRuleCode,
  isWorldwide,
  releaseRuleViolations,
  rightsLines,
  rulesAt,
  WORLDWIDE,
} from './release-rules';
export type { PreviousDistributor, ReleaseRuleCode, RuleFix, RuleRelease, RuleStage, RuleViolation } from './release-rules';
