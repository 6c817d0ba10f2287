import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { Badge } from '../badge';
import { Button } from '../button';
import { describeAudio, type AudioFacts } from './audio-facts';
import { fetchAudioBlob, useAudioPlayer } from './use-audio-player';
import { SeekBar } from './seek-bar';
import { Waveform } from './waveform';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  row: css({ display: 'flex', alignItems: 'flex-start', gap: '3', minW: '0' }),
  // Round, and as high as the waveform (the times sit under the waveform only).
  play: css({ w: '10', h: '10', px: '0', borderRadius: 'full', flexShrink: '0', mt: '[-5px]' }),
  wave: css({ flex: '1', minW: '0' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'caption', color: 'fg.muted' }),
  name: css({ textStyle: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
};

/** "WAV · 24-bit · 48 kHz" and the HD badge (spec 2 §5). */
export function AudioFactsLine({ facts }: { facts: AudioFacts }) {
  const { container, bitDepth, sampleRate, hd } = describeAudio(facts);
  return (
    <div className={styles.facts} aria-label="Audio format">
      <span>{container}</span>
      <span aria-hidden>·</span>
      <span>{bitDepth}</span>
      <span aria-hidden>·</span>
      <span>{sampleRate}</span>
      {hd && <Badge palette="success">HD</Badge>}
    </div>
  );
}

export interface AudioPreviewProps {
  /** The stored audio's URL (played; fetched as a blob). */
  src: string | null;
  /** The picked file, when at hand: the waveform is drawn from it without a download. */
  file?: Blob | null;
  name?: string;
  facts?: AudioFacts | null;
  /** The length in seconds, when known before the audio loads (else `facts.duration`, else on loading). */
  duration?: number | null;
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden focusable="false">
      {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5Z" />}
    </svg>
  );
}

let localFiles = 0;
/** A player's source for a local file: its own for each file, ending in the file's name (its format when the browser gives none). */
const localAudioSource = (file: Blob) => `local-file:${(localFiles += 1)}/${file instanceof File ? file.name : ''}`;

/**
 * An audio file's preview: play/pause (one audio at a time, app-wide), its waveform with the
 * playhead (a slider to seek), the time played and the length, and its format. Without a local
 * file the audio is fetched once for both.
 */
export function AudioPreview({ src, file = null, name, facts, duration = null }: AudioPreviewProps) {
  const [fetched, setFetched] = useState<{ src: string; blob: Blob } | null>(null);
  useEffect(() => {
    if (file || !src) return;
    const controller = new AbortController();
    fetchAudioBlob(src, controller.signal).then(
      (blob) => setFetched({ src, blob }),
      () => undefined,
    );
    return () => controller.abort();
  }, [src, file]);
  const audio = file ?? (fetched && fetched.src === src ? fetched.blob : null);
  // A picked file is the same audio before and after its upload completes: the player goes by
  // the file, not by the stored file's address that comes with the completion (by that, the
  // playhead put while the file uploaded went back to 0:00 when the upload ended).
  const localSource = useMemo(() => (file ? localAudioSource(file) : null), [file]);
  const player = useAudioPlayer(localSource ?? src, {
    blob: audio,
    onBlob: (blob) => src && setFetched({ src, blob }),
    duration: duration ?? facts?.duration ?? null,
  });
  const playing = player.state === 'playing';
  const progress = player.duration ? Math.min(1, player.position / player.duration) : undefined;
  return (
    <div className={styles.root}>
      {name && <div className={styles.name}>{name}</div>}
      <div className={styles.row}>
        <Button
          variant={playing ? 'solid' : 'outline'}
          className={styles.play}
          onClick={player.toggle}
          disabled={!src}
          loading={player.state === 'loading'}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {player.state !== 'loading' && <PlayIcon playing={playing} />}
        </Button>
        <div className={styles.wave}>
          <SeekBar position={player.position} duration={player.duration} onSeek={player.seek} label={name ? `Position in ${name}` : 'Position'}>
            <Waveform file={audio} label={name ? `Waveform of ${name}` : 'Waveform'} progress={progress} />
          </SeekBar>
        </div>
      </div>
      {facts && <AudioFactsLine facts={facts} />}
      {player.error && (
        <p role="alert" className={styles.error}>
          {player.error}
        </p>
      )}
    </div>
  );
}
