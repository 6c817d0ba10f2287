import type { ReleaseTrack } from '@/entities/release';
import { TrackAudioUpload, type ReleaseEditor } from '@/features/edit-release';
import { formatDuration } from '@/shared/lib/format';
import { Link, useNavigate } from 'react-router';
import { Button, FormMessage } from '@/shared/ui';
import { trackEditPath } from '../../config/edit-tabs';
import { EntryList, listStyles } from './entry-list';
import { frameStyles } from './release-edit-frame';

export const newTrack = (position: number): ReleaseTrack => ({
  title: `Track ${position}`,
  titleVersion: null,
  isrc: null,
  secondaryGenre: null,
  trackPrice: null,
  advisory: 'NONE',
  audio: null,
  duration: null,
  artists: [],
  credits: [],
  writers: [],
});

const trackName = (track: ReleaseTrack, index: number) => track.title || `Track ${index + 1}`;

/** A single's one track mirrors the release audio; an EP or album lists its tracks. */
export function TracksPanel({ editor }: { editor: ReleaseEditor }) {
  const { release, values, editable, change, fieldErrors } = editor;
  const navigate = useNavigate();
  const tracks = values.tracks ?? [];
  const single = values.format === 'SINGLE';

  if (single) {
    const track = tracks[0] ?? newTrack(1);
    return (
      <section className={frameStyles.panel} aria-labelledby="release-tracks-title">
        <h2 id="release-tracks-title" className={frameStyles.panelTitle}>
          Track
        </h2>
        <p className={listStyles.meta}>A single has one track: its audio is the release’s audio.</p>
        <div className={listStyles.row}>
          <div className={listStyles.main}>
            <span className={listStyles.name}>1. {trackName(track, 0)}</span>
          </div>
          <Link to={trackEditPath(release._id, 0)} className={frameStyles.back}>
            Edit track
          </Link>
        </div>
        <TrackAudioUpload
          audio={values.audio}
          duration={values.duration}
          disabled={!editable}
          onUploaded={(audio, metadata) =>
            change({ audio, duration: metadata.duration, tracks: [{ ...track, audio, duration: metadata.duration }, ...tracks.slice(1)] })
          }
        />
        <FormMessage tone="error">{fieldErrors.audio ?? fieldErrors['tracks.0.audio']}</FormMessage>
      </section>
    );
  }

  // A track holding an ISRC this server issued stays on the release (the server refuses otherwise).
  const issued = new Set(release.issuedIsrcs ?? []);
  const hasIssuedIsrc = (track: ReleaseTrack) => Boolean(track.isrc && issued.has(track.isrc));
  const add = () => {
    change({ tracks: [...tracks, newTrack(tracks.length + 1)] });
    void navigate(trackEditPath(release._id, tracks.length));
  };
  return (
    <section className={frameStyles.panel} aria-labelledby="release-tracks-title">
      <div className={listStyles.sectionHead}>
        <h2 id="release-tracks-title" className={frameStyles.panelTitle}>
          Tracks
        </h2>
        {editable && (
          <Button size="sm" onClick={add} disabled={tracks.length >= 100}>
            Add track
          </Button>
        )}
      </div>
      <FormMessage tone="error">{fieldErrors.tracks}</FormMessage>
      <EntryList
        items={tracks}
        nameOf={(track) => track.title || 'track'}
        onChange={(next) => change({ tracks: next })}
        editable={editable}
        canRemove={(track) => !hasIssuedIsrc(track)}
        empty="No tracks yet: add the first one."
        render={(track, index) => (
          <>
            <div className={listStyles.text}>
              <div className={listStyles.name}>
                {index + 1}. {trackName(track, index)}
                {track.titleVersion && ` (${track.titleVersion})`}
              </div>
              <div className={listStyles.meta}>
                {track.audio ? formatDuration(track.duration, 'mm:ss', { nearest: true }) : 'No audio'}
                {track.isrc && ` · ${track.isrc}`}
                {hasIssuedIsrc(track) && ' (issued for this recording: the track stays on the release)'}
              </div>
            </div>
            <Link to={trackEditPath(release._id, index)} className={frameStyles.back} aria-label={`Edit ${trackName(track, index)}`}>
              Edit
            </Link>
          </>
        )}
      />
    </section>
  );
}
