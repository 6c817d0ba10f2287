export { AdminDistributionRoute as AdminDistributionPage } from './ui/distribution-pages';
export type { AdminReleaseReviewState } from './config/review-paths';
