import { useEffect, type ComponentType } from 'react';
import type { ReleaseEditor } from '@/features/edit-release';
import { Link, Navigate, useParams } from 'react-router';
import { button } from 'styled-system/recipes';
import { formStyles, StickyActions } from '@/shared/ui';
import { DEFAULT_RELEASE_TAB, isReleaseTab, RELEASE_TABS, releaseEditPath, type ReleaseTab } from '../config/edit-tabs';
import { DeferredPanel, deferredPanel, preloadPanels } from './edit/deferred-panels';
import { tabCompleteness } from '../lib/tab-completeness';
import { ReleaseEditFrame } from './edit/release-edit-frame';
import { TabBar } from './edit/tab-bar';

const PANELS: Readonly<Record<ReleaseTab, ComponentType<{ editor: ReleaseEditor }>>> = {
  details: deferredPanel((module) => module.DetailsPanel),
  artists: deferredPanel((module) => module.ArtistsPanel),
  tracks: deferredPanel((module) => module.TracksPanel),
  credits: deferredPanel((module) => module.CreditsPanel),
  dates: deferredPanel((module) => module.DatesPanel),
  review: deferredPanel((module) => module.ReviewPanel),
};

/** The release's tabs, each saying whether the readiness checks find it complete. */
function releaseTabs(releaseId: string, editor: ReleaseEditor) {
  const missing = tabCompleteness(editor.release.missingFields);
  return RELEASE_TABS.map(({ id, label }) => ({ id, label, to: releaseEditPath(releaseId, id), missing: missing[id] }));
}

/**
 * The way on from a section (each saves as it is typed): the next one, up to "Review and submit".
 * On a phone it stays in view at the bottom of the screen while the section scrolls.
 */
function NextSection({ releaseId, current }: { releaseId: string; current: ReleaseTab }) {
  const next = RELEASE_TABS[RELEASE_TABS.findIndex((tab) => tab.id === current) + 1];
  if (!next) return null;
  return (
    <StickyActions className={formStyles.buttons}>
      <Link to={releaseEditPath(releaseId, next.id)} className={button()}>
        Next: {next.label}
      </Link>
    </StickyActions>
  );
}

/** `/dashboard/releases/:releaseId/edit/:tabSection?`: the release, tab by tab, saved as it is typed. */
export function ReleaseEditPage() {
  const { releaseId = '', tabSection } = useParams();
  useEffect(preloadPanels, []);
  if (tabSection !== undefined && !isReleaseTab(tabSection)) return <Navigate to={releaseEditPath(releaseId)} replace />;
  const tab = tabSection ?? DEFAULT_RELEASE_TAB;
  const Panel = PANELS[tab];
  return (
    <ReleaseEditFrame releaseId={releaseId}>
      {(editor) => (
        <>
          <TabBar label="Release sections" current={tab} tabs={releaseTabs(releaseId, editor)} />
          <DeferredPanel>
            <Panel editor={editor} />
          </DeferredPanel>
          {editor.editable && <NextSection releaseId={releaseId} current={tab} />}
        </>
      )}
    </ReleaseEditFrame>
  );
}
