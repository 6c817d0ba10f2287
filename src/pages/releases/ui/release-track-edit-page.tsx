import { useEffect } from 'react';
import type { ReleaseEditor } from '@/features/edit-release';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '@/shared/ui';
import { DEFAULT_TRACK_TAB, isReleaseTab, isTrackTab, releaseEditPath, TRACK_TABS, trackEditPath, type ReleaseTab, type TrackTab } from '../config/edit-tabs';
import { frameStyles, ReleaseEditFrame } from './edit/release-edit-frame';
import { TabBar } from './edit/tab-bar';
import { DeferredPanel, deferredPanel, preloadPanels } from './edit/deferred-panels';

const TrackDetailsForm = deferredPanel((module) => module.TrackDetailsForm);
const TrackArtists = deferredPanel((module) => module.TrackArtists);
const TrackCredits = deferredPanel((module) => module.TrackCredits);
const TrackWriters = deferredPanel((module) => module.TrackWriters);

function TrackPanel({ editor, index, trackTab, tab }: { editor: ReleaseEditor; index: number; trackTab: TrackTab; tab: ReleaseTab }) {
  const { release, values } = editor;
  const track = values.tracks?.[index];
  const back = (
    <Link to={releaseEditPath(release._id, tab)} className={frameStyles.back}>
      ← All tracks
    </Link>
  );
  if (!track) return <EmptyState title="Track not found" description="The release has no track at this position." action={back} />;
  const key = `${release._id}-${index}`;
  return (
    <>
      {back}
      <TabBar
        label="Track sections"
        current={trackTab}
        tabs={TRACK_TABS.map(({ id, label }) => ({ id, label, to: trackEditPath(release._id, index, id, tab) }))}
      />
      <section className={frameStyles.panel} aria-labelledby="track-title">
        <h2 id="track-title" className={frameStyles.panelTitle}>
          Track {index + 1}: {track.title || 'Untitled'}
        </h2>
        <DeferredPanel>
          {trackTab === 'details' && <TrackDetailsForm key={key} editor={editor} index={index} />}
          {trackTab === 'artists' && <TrackArtists key={key} editor={editor} index={index} track={track} />}
          {trackTab === 'credits' && <TrackCredits key={key} editor={editor} index={index} track={track} />}
          {trackTab === 'writers' && <TrackWriters key={key} editor={editor} index={index} track={track} />}
        </DeferredPanel>
      </section>
    </>
  );
}

/** `…/edit/:tabSection/track/:trackIndex/:trackTab?`: one track of the release. */
export function ReleaseTrackEditPage() {
  const { releaseId = '', tabSection, trackIndex = '', trackTab } = useParams();
  const index = /^\d+$/.test(trackIndex) ? Number(trackIndex) : -1;
  const tab = isReleaseTab(tabSection) ? tabSection : 'tracks';
  useEffect(preloadPanels, []);
  if (index < 0 || (trackTab !== undefined && !isTrackTab(trackTab))) return <Navigate to={releaseEditPath(releaseId, 'tracks')} replace />;
  return (
    <ReleaseEditFrame releaseId={releaseId}>
      {(editor) => <TrackPanel editor={editor} index={index} trackTab={trackTab ?? DEFAULT_TRACK_TAB} tab={tab} />}
    </ReleaseEditFrame>
  );
}
