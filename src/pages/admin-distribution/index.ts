export { AdminDistributionPage } from './ui/admin-distribution-page';
export { AdminReleaseReviewPage } from './ui/review/admin-release-review-page';
export type { AdminReleaseReviewState } from './config/review-paths';
