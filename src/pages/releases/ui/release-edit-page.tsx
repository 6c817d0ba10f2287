import { Navigate, useParams } from 'react-router';
import type { ReleaseEditor } from '@/features/edit-release';
import { DEFAULT_RELEASE_TAB, isReleaseTab, RELEASE_TABS, releaseEditPath, type ReleaseTab } from '../config/edit-tabs';
import { ArtistsPanel } from './edit/artists-panel';
import { CreditsPanel } from './edit/credits-panel';
import { DatesPanel } from './edit/dates-panel';
import { DetailsPanel } from './edit/details-panel';
import { ReleaseEditFrame, TabBar } from './edit/release-edit-frame';
import { ReviewPanel } from './edit/review-panel';
import { TracksPanel } from './edit/tracks-panel';

const PANELS: Readonly<Record<ReleaseTab, (props: { editor: ReleaseEditor }) => React.ReactNode>> = {
  details: DetailsPanel,
  artists: ArtistsPanel,
  tracks: TracksPanel,
  credits: CreditsPanel,
  dates: DatesPanel,
  review: ReviewPanel,
};

/** `/dashboard/releases/:releaseId/edit/:tabSection?`: the release, tab by tab, saved as it is typed. */
export function ReleaseEditPage() {
  const { releaseId = '', tabSection } = useParams();
  if (tabSection !== undefined && !isReleaseTab(tabSection)) return <Navigate to={releaseEditPath(releaseId)} replace />;
  const tab = tabSection ?? DEFAULT_RELEASE_TAB;
  const Panel = PANELS[tab];
  return (
    <ReleaseEditFrame releaseId={releaseId}>
      {(editor) => (
        <>
          <TabBar label="Release sections" current={tab} tabs={RELEASE_TABS.map(({ id, label }) => ({ id, label, to: releaseEditPath(releaseId, id) }))} />
          <Panel editor={editor} />
        </>
      )}
    </ReleaseEditFrame>
  );
}
