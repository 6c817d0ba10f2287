import type { Howl } from 'howler';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/shared/analytics';
import { playbackCoordinator } from './playback-coordinator';

export type PlayerState = 'stopped' | 'loading' | 'playing';

/** Spec 2 §7: the preview fetches the audio as a blob; an answer of 400 or above fails. */
export async function fetchAudioBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (response.status >= 400) throw new Error(`Audio could not be loaded (${response.status})`);
  const blob = await response.blob();
  if (blob.size === 0 || /html/i.test(blob.type)) throw new Error('Audio could not be loaded');
  return blob;
}

const FORMAT_OF: Record<string, string> = { 'audio/flac': 'flac', 'audio/x-flac': 'flac', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/wave': 'wav' };

/**
 * Plays an audio URL with howler (spec 2 §4: loading, playing, stopped; one audio at a time).
 * The blob (unless `blob` is already at hand) is fetched on the first play and kept; `onBlob`
 * hands it on (e.g. for a waveform).
 */
export function useAudioPlayer(url: string | null, { blob: known, onBlob }: { blob?: Blob | null; onBlob?: (blob: Blob) => void } = {}) {
  const [state, setState] = useState<PlayerState>('stopped');
  const [error, setError] = useState<string | null>(null);
  const [owner] = useState(() => ({}));
  const howl = useRef<Howl | null>(null);
  const objectUrl = useRef<string | null>(null);
  const onBlobRef = useRef(onBlob);
  const knownRef = useRef(known);
  useEffect(() => {
    onBlobRef.current = onBlob;
    knownRef.current = known;
  });

  const stop = useCallback(() => {
    howl.current?.stop();
    playbackCoordinator.release(owner);
    setState('stopped');
  }, [owner]);

  // A new source (or unmounting) forgets the old one.
  useEffect(
    () => () => {
      if (playbackCoordinator.isPlaying(owner)) playbackCoordinator.release(owner);
      howl.current?.unload();
      howl.current = null;
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = null;
      setState('stopped');
      setError(null);
    },
    [url, owner],
  );

  const play = useCallback(async () => {
    if (!url) return;
    setError(null);
    playbackCoordinator.claim(owner, stop);
    if (!howl.current) {
      setState('loading');
      try {
        const [blob, { Howl }] = await Promise.all([
          knownRef.current ?? fetchAudioBlob(url),
          import('howler'),
        ]);
        if (blob !== knownRef.current) onBlobRef.current?.(blob);
        objectUrl.current = URL.createObjectURL(blob);
        howl.current = new Howl({
          src: [objectUrl.current],
          format: [FORMAT_OF[blob.type] ?? (/\.flac(\?|$)/i.test(url) ? 'flac' : 'wav')],
          // Streamed by an audio element: a long file is not decoded whole into memory.
          html5: true,
          onend: () => (playbackCoordinator.release(owner), setState('stopped')),
          onloaderror: () => (playbackCoordinator.release(owner), setState('stopped'), setError('Audio could not be played')),
          onplayerror: () => (playbackCoordinator.release(owner), setState('stopped'), setError('Audio could not be played')),
        });
      } catch (reason) {
        playbackCoordinator.release(owner);
        setState('stopped');
        setError(reason instanceof Error ? reason.message : 'Audio could not be loaded');
        return;
      }
      if (!playbackCoordinator.isPlaying(owner)) return setState('stopped');
    }
    howl.current.play();
    setState('playing');
    track('audio_play');
  }, [url, owner, stop]);

  return { state, error, play, stop, toggle: () => (state === 'stopped' ? void play() : stop()) };
}
