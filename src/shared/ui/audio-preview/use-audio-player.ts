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

/** How far a press of an arrow key moves the playhead (seconds). */
export const SEEK_STEP = 5;

/**
 * Plays an audio URL with howler (spec 2 §4: loading, playing, stopped; one audio at a time).
 * Stopping pauses: the playhead stays where it was, and `seek` moves it (playing or not). The
 * blob (unless `blob` is already at hand) is fetched on the first play and kept; `onBlob` hands it
 * on (e.g. for a waveform). `duration` (seconds), when known before loading, gives the slider its
 * length; howler's own replaces it once the audio is loaded.
 */
export function useAudioPlayer(
  url: string | null,
  { blob: known, onBlob, duration: knownDuration = null }: { blob?: Blob | null; onBlob?: (blob: Blob) => void; duration?: number | null } = {},
) {
  const [state, setState] = useState<PlayerState>('stopped');
  const [error, setError] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const [owner] = useState(() => ({}));
  const howl = useRef<Howl | null>(null);
  const objectUrl = useRef<string | null>(null);
  const onBlobRef = useRef(onBlob);
  const knownRef = useRef(known);
  const positionRef = useRef(0);
  useEffect(() => {
    onBlobRef.current = onBlob;
    knownRef.current = known;
  });
  const duration = loadedDuration ?? (knownDuration && knownDuration > 0 ? knownDuration : null);

  const moveTo = useCallback((seconds: number) => {
    positionRef.current = seconds;
    setPosition(seconds);
  }, []);

  const stop = useCallback(() => {
    howl.current?.pause();
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
      setLoadedDuration(null);
      positionRef.current = 0;
      setPosition(0);
    },
    [url, owner],
  );

  // The playhead follows the audio, once a frame, while it plays.
  useEffect(() => {
    if (state !== 'playing') return undefined;
    let frame = 0;
    const follow = () => {
      const seconds = howl.current?.seek();
      if (typeof seconds === 'number' && Number.isFinite(seconds)) moveTo(seconds);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [state, moveTo]);

  const seek = useCallback(
    (seconds: number) => {
      const end = duration ?? Number.POSITIVE_INFINITY;
      const target = Math.min(Math.max(0, seconds), end);
      moveTo(target);
      howl.current?.seek(target);
    },
    [duration, moveTo],
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
        const created: Howl = new Howl({
          src: [objectUrl.current],
          format: [FORMAT_OF[blob.type] ?? (/\.flac(\?|$)/i.test(url) ? 'flac' : 'wav')],
          // Streamed by an audio element: a long file is not decoded whole into memory.
          html5: true,
          onload: () => setLoadedDuration(created.duration() || null),
          onend: () => (playbackCoordinator.release(owner), setState('stopped'), moveTo(0)),
          onloaderror: () => (playbackCoordinator.release(owner), setState('stopped'), setError('Audio could not be played')),
          onplayerror: () => (playbackCoordinator.release(owner), setState('stopped'), setError('Audio could not be played')),
        });
        howl.current = created;
      } catch (reason) {
        playbackCoordinator.release(owner);
        setState('stopped');
        setError(reason instanceof Error ? reason.message : 'Audio could not be loaded');
        return;
      }
      if (!playbackCoordinator.isPlaying(owner)) return setState('stopped');
    }
    // From the end, a new play starts over.
    if (duration !== null && positionRef.current >= duration - 0.05) moveTo(0);
    // Where the playhead was put while stopped (howler queues this until the audio has loaded).
    const at = howl.current.seek();
    if (typeof at !== 'number' || Math.abs(at - positionRef.current) > 0.05) howl.current.seek(positionRef.current);
    howl.current.play();
    setState('playing');
    track('audio_play');
  }, [url, owner, stop, moveTo, duration]);

  return { state, error, position, duration, play, stop, seek, toggle: () => (state === 'stopped' ? void play() : stop()) };
}
