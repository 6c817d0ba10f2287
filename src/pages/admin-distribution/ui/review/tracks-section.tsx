import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { assignReleaseIsrcs, releaseReviewed, removeReleaseIsrc, storesHaveHadRelease, type Release, type ReleaseTrack } from '@/entities/release';
import { Button, Dialog, errorMessageOf, FormActions, FormMessage, toaster } from '@/shared/ui';
import { formatDuration } from '@/shared/lib/format';
import { AudioPreview } from '@/shared/ui/audio-preview';
import { ReviewSection, sectionStyles } from './section';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column' }),
  row: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    py: '3',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    _first: { borderTopWidth: '0', pt: '0' },
  }),
  line: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', justifyContent: 'space-between' }),
  name: css({ fontWeight: 'medium', overflowWrap: 'anywhere', minW: '0' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm', color: 'fg.muted' }),
  code: css({ fontFamily: 'mono', color: 'fg.default' }),
};

const trackName = (track: ReleaseTrack, index: number) =>
  `${index + 1}. ${track.title || `Track ${index + 1}`}${track.titleVersion ? ` (${track.titleVersion})` : ''}`;

/** A single's one track plays the release's audio when the track has none of its own. */
const audioOf = (release: Release, track: ReleaseTrack, index: number) =>
  track.audio ?? (index === 0 && release.format === 'SINGLE' ? release.audio : null);

const durationOf = (release: Release, track: ReleaseTrack, index: number) =>
  track.duration ?? (index === 0 && release.format === 'SINGLE' ? release.duration : null);

function RemoveIsrcDialog({ release, target, onClose }: { release: Release; target: { isrc: string; name: string } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (isrc: string) => removeReleaseIsrc(release._id, isrc),
    onSuccess: (updated, isrc) => {
      releaseReviewed(queryClient, updated);
      toaster.create({ type: 'success', title: `ISRC ${isrc} removed` });
      close();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !remove.isPending && close()}
      role="alertdialog"
      title="Remove this ISRC?"
      description={
        target
          ? `${target.isrc} is taken off “${target.name}”. The code is retired: it is never issued again, and the track needs a new one before delivery.`
          : undefined
      }
      width={440}
    >
      <FormMessage tone="error">{remove.isError ? `Could not remove the ISRC: ${errorMessageOf(remove.error)}` : null}</FormMessage>
      <FormActions confirmLabel="Remove ISRC" onConfirm={() => target && remove.mutate(target.isrc)} tone="danger" busy={remove.isPending} onCancel={close} cancelLabel="Keep it" />
    </Dialog>
  );
}

/** The tracks: preview (one at a time), duration, ISRC with Remove until the stores have it; Assign ISRCs for those without. */
export function TracksSection({ release }: { release: Release }) {
  const queryClient = useQueryClient();
  const [playing, setPlaying] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ isrc: string; name: string } | null>(null);
  const withoutIsrc = release.tracks.flatMap((track, index) => (track.isrc ? [] : [index]));
  const isrcsDelivered = storesHaveHadRelease(release);
  const assign = useMutation({
    mutationFn: () => assignReleaseIsrcs(release._id, withoutIsrc),
    onSuccess: (updated) => {
      releaseReviewed(queryClient, updated);
      toaster.create({ type: 'success', title: withoutIsrc.length === 1 ? 'ISRC assigned' : `${withoutIsrc.length} ISRCs assigned` });
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not assign ISRCs', description: errorMessageOf(error) }),
  });
  return (
    <ReviewSection
      id="review-tracks"
      title={release.tracks.length === 1 ? 'Track' : `Tracks (${release.tracks.length})`}
      actions={
        withoutIsrc.length > 0 && (
          <Button size="sm" onClick={() => assign.mutate()} loading={assign.isPending}>
            Assign ISRCs
          </Button>
        )
      }
    >
      {withoutIsrc.length > 0 && (
        <p className={sectionStyles.muted}>
          {withoutIsrc.length === 1 ? 'One track has no ISRC yet.' : `${withoutIsrc.length} tracks have no ISRC yet.`}
        </p>
      )}
      {release.tracks.length === 0 ? (
        <p className={sectionStyles.muted}>No tracks yet.</p>
      ) : (
        <ol className={styles.list}>
          {release.tracks.map((track, index) => {
            const name = trackName(track, index);
            const audio = audioOf(release, track, index);
            const duration = durationOf(release, track, index);
            const open = playing === index;
            return (
              <li key={index} className={styles.row}>
                <div className={styles.line}>
                  <div className={css({ minW: '0' })}>
                    <div className={styles.name}>{name}</div>
                    <div className={styles.meta}>
                      <span>{duration != null ? formatDuration(duration, 'mm:ss') : 'No duration'}</span>
                      <span aria-hidden>·</span>
                      {track.isrc ? (
                        <span>
                          ISRC <span className={styles.code}>{track.isrc}</span>
                        </span>
                      ) : (
                        <span>No ISRC</span>
                      )}
                    </div>
                  </div>
                  <div className={sectionStyles.buttons}>
                    {audio?.url ? (
                      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setPlaying(open ? null : index)} aria-label={`${open ? 'Hide' : 'Preview'} ${name}`}>
                        {open ? 'Hide preview' : 'Preview'}
                      </Button>
                    ) : (
                      <span className={sectionStyles.muted}>No audio</span>
                    )}
                    {track.isrc && !isrcsDelivered && (
                      <Button size="sm" variant="outline" onClick={() => setRemoving({ isrc: track.isrc ?? '', name })} aria-label={`Remove ISRC of ${name}`}>
                        Remove
                      </Button>
                    )}
                  </div>
                </div>
                {open && audio?.url && <AudioPreview src={audio.url} name={track.title} duration={duration} />}
              </li>
            );
          })}
        </ol>
      )}
      <RemoveIsrcDialog release={release} target={removing} onClose={() => setRemoving(null)} />
    </ReviewSection>
  );
}
