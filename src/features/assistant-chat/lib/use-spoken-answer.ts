import type { Howl } from 'howler';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSpokenAudio } from '../api/assistant-api';

export type SpeechState = 'stopped' | 'loading' | 'playing';

/** One answer is read aloud at a time: starting another stops the one playing. */
let current: { owner: object; stop: () => void } | null = null;

/**
 * Reads an answer aloud with howler: the audio is fetched once (with the bearer token, as a blob
 * turned into an object URL), kept while the answer is on screen, and played or stopped.
 */
export function useSpokenAnswer(text: string) {
  const [state, setState] = useState<SpeechState>('stopped');
  const howl = useRef<Howl | null>(null);
  const objectUrl = useRef<string | null>(null);
  const [owner] = useState(() => ({}));

  const stop = useCallback(() => {
    howl.current?.stop();
    if (current?.owner === owner) current = null;
    setState('stopped');
  }, [owner]);

  useEffect(
    () => () => {
      if (current?.owner === owner) current = null;
      howl.current?.unload();
      howl.current = null;
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = null;
    },
    [text, owner],
  );

  const play = useCallback(async () => {
    current?.stop();
    current = { owner, stop };
    if (!howl.current) {
      setState('loading');
      try {
        const [{ blob, format }, { Howl }] = await Promise.all([fetchSpokenAudio(text), import('howler')]);
        objectUrl.current = URL.createObjectURL(blob);
        howl.current = new Howl({
          src: [objectUrl.current],
          format: [format],
          html5: true,
          onend: () => stop(),
          onloaderror: (_id, error) => (console.error('The answer could not be played', error), stop()),
          onplayerror: (_id, error) => (console.error('The answer could not be played', error), stop()),
        });
      } catch (error) {
        console.error('The answer could not be read aloud', error);
        stop();
        return;
      }
      // Stopped (or another answer started) while the audio was on its way.
      if (current?.owner !== owner) return;
    }
    howl.current.play();
    setState('playing');
  }, [text, owner, stop]);

  return { state, toggle: () => (state === 'stopped' ? void play() : stop()) };
}
