import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Badge } from '../badge';
import { Button } from '../button';
import { describeAudio, type AudioFacts } from './audio-metadata';
import { fetchAudioBlob, useAudioPlayer } from './use-audio-player';
import { Waveform } from './waveform';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  wave: css({ flex: '1', minW: '0' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'xs', color: 'fg.muted' }),
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
}

/**
 * An audio file's preview: play/stop (one audio at a time, app-wide), its waveform and its
 * format. Without a local file the audio is fetched once for both.
 */
export function AudioPreview({ src, file = null, name, facts }: AudioPreviewProps) {
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
  const player = useAudioPlayer(src, { blob: audio, onBlob: (blob) => src && setFetched({ src, blob }) });
  return (
    <div className={styles.root}>
      {name && <div className={styles.name}>{name}</div>}
      <div className={styles.row}>
        <Button
          size="sm"
          variant="outline"
          onClick={player.toggle}
          disabled={!src}
          loading={player.state === 'loading'}
          aria-label={player.state === 'playing' ? 'Stop' : 'Play'}
        >
          {player.state === 'playing' ? '■ Stop' : '▶ Play'}
        </Button>
        <div className={styles.wave}>
          <Waveform file={audio} label={name ? `Waveform of ${name}` : 'Waveform'} />
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
