export { deleteReleaseDraft, patchReleaseDraft, releaseQueries, submitRelease } from './api/release-api';
export {
  adminReleaseMutations,
  adminReleaseQueries,
  bulkAssignReleaseTags,
  bulkDeleteReleases,
  bulkSendReleasesToNuemeta,
  bulkUpdateReleaseStatus,
  invalidateAfterBulk,
} from './api/admin-release-api';
export type {
  AdminReleaseListParams,
  AdminReleasePage,
  AdminReleaseSortBy,
  AdminReleaseSummary,
  AdminReleaseTagFilter,
  AdminTagListParams,
  BulkDeliveryRequest,
  BulkReleaseIdsRequest,
  BulkResult,
  BulkStatusRequest,
  BulkTagsRequest,
  ReleaseDeliveryStatus,
  ReleaseTag,
  ReleaseTagList,
} from './api/admin-release-api';
export {
  DELIVERY_ENVIRONMENT_LABELS,
  DELIVERY_ENVIRONMENTS,
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_REFUSAL_LABELS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_PALETTE,
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  awaitsDeliveryReceipts,
  deliveryTypesFor,
  storesHaveHadRelease,
} from './config/delivery';
export type {
  Advisory,
  ArtistRole,
  AudioMetadata,
  AudioUpload,
  ClipStartMode,
  ContributorRole,
  CoverUpload,
  CreditRole,
  ImageValidation,
  Release,
  ReleaseArtist,
  ReleaseContributor,
  ReleaseDisplayStatus,
  ReleaseDraft,
  ReleaseFieldError,
  ReleaseFormat,
  ReleaseListParams,
  ReleaseOptions,
  ReleaseStatus,
  ReleaseSummary,
  ReleaseSummaryPage,
  ReleaseTrack,
  StoredFile,
  WriterRole,
} from './api/release-api';
export { RELEASE_RULE_TEXTS } from './config/rule-texts';
export { DELIVERY_FORM_TEXTS, DELIVERY_OPTION_DEFAULTS, deliveryOptionsSchema, deliveryRequestOf, EVERY_STORE } from './model/delivery-options';
export type { DeliveryOptions } from './model/delivery-options';
export { DeliveryOptionsFields, type DeliveryOptionsFieldsProps } from './ui/delivery-options-fields';
export { ReleaseCover, type ReleaseCoverProps } from './ui/release-cover';
export { ReleaseRows } from './ui/release-rows';
export { releaseEditHref } from './lib/hrefs';
export { isrcOf, isrcSchema, NO_GENRE, priceSchema, releaseDetailFields, releaseDetailsSchema } from './model/details-schema';
export type { ReleaseDetailField, ReleaseDetailFields } from './model/details-schema';
export {
  ADVISORY_LABELS,
  ARTIST_ROLE_LABELS,
  AUDIO_RULES,
  CLIP_START_LABELS,
  CONTRIBUTOR_ROLE_LABELS,
  COVER_RULE_HINTS,
  COVER_TOASTS,
  COVER_RULE_MESSAGES,
  COVER_RULES,
  CREDIT_ROLE_LABELS,
  RELEASE_FILTER_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_FORMATS,
  RELEASE_LIST_PAGE_SIZE,
  RELEASE_SORT_LABELS,
  RELEASE_SORTS,
  WAVEFORM,
  WRITER_ROLE_LABELS,
} from './config/release-constants';
export type { CoverRuleCode } from './config/release-constants';
export {
  OWNER_EDITABLE_STATUSES,
  PUBLISHED_STATUSES,
  RELEASE_DISPLAY_STATUSES,
  RELEASE_STATUSES,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUS_PALETTE,
  SUBMITTED_STATUSES,
  isOwnerEditable,
  isPublishedStatus,
  isSubmittedStatus,
  releaseStatusLabel,
} from './config/status';
export { coverResultLine, precheckCover } from './lib/cover-check';
export type { CoverInfo, CoverPrecheck, CoverReason, CoverType } from './lib/cover-check';
export { missingFieldLabel, trackFieldPath } from './lib/missing-field-label';
export { deliveryReadiness, ruleReleaseOf } from './lib/release-readiness';
export type { Readiness, RuleResult } from './lib/release-readiness';
export {
  COPYRIGHT_SCAN_POLL_MS,
  adminReviewQueries,
  approveRelease,
  assignReleaseIsrcs,
  assignReleaseUpc,
  deleteCopyrightScan,
  deliveryRefusalsOf,
  getCopyrightScan,
  getReleaseDeliveryPayload,
  rejectRelease,
  releaseChanged,
  releaseReviewed,
  removeReleaseIsrc,
  sendReleaseToNuemeta,
  setReleasePending,
  startCopyrightScan,
} from './api/admin-review-api';
export type {
  CopyrightMatch,
  CopyrightScan,
  DeliveryEnvironment,
  DeliveryPayload,
  DeliveryPriority,
  DeliveryRefusal,
  DeliveryRequest,
  DeliveryType,
  ReleaseDelivery,
  ReleaseStatusChange,
} from './api/admin-review-api';
export {
  REJECTED_TOAST_MS,
  handleReleaseStatusEvent,
  releaseStatusToast,
  useReleaseStatusUpdates,
} from './model/release-status-updates';
export type { ReleaseStatusEvent, ReleaseStatusToast, ReleaseStatusUpdateDeps } from './model/release-status-updates';
export { gs1CheckDigit, isValidUpc } from '@/shared/neutral';
