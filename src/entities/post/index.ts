export {
  adminPostQueries,
  createPost,
  deletePost,
  postUpdateOf,
  sendPostEmails,
  updatePost,
  userPostQueries,
} from './api/post-api';
export type {
  AdminPostListParams,
  AdminPostSortBy,
  Post,
  PostAudience,
  PostAudienceKind,
  PostCreate,
  PostPage,
  PostStatus,
  PostSummary,
  PostUpdate,
  SendPostEmailsRequest,
} from './api/post-api';
export {
  POST_AUDIENCE_KINDS,
  POST_AUDIENCE_LABELS,
  POST_STATUS_LABELS,
  POST_STATUS_PALETTE,
  POST_STATUSES,
  postAudienceLabel,
} from './config/labels';
export type { AudienceNames } from './config/labels';
