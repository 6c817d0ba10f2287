export { AdminReleaseReviewPage } from './ui/admin-release-review-page';
export type { AdminReleaseReviewState } from './config/paths';
