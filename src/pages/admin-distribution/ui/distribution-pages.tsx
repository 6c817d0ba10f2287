import { useParams } from 'react-router';
import { AdminDistributionPage } from './admin-distribution-page';
import { AdminReleaseReviewPage } from './review/admin-release-review-page';

/** `/admin/distribution` is the moderation queue; `/admin/distribution/:releaseId` one release's review. */
export function AdminDistributionRoute() {
  const { releaseId } = useParams();
  return releaseId ? <AdminReleaseReviewPage /> : <AdminDistributionPage />;
}
