import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatDuration } from '@/shared/lib/format';
import { SEEK_STEP } from './use-audio-player';

const styles = {
  area: css({ position: 'relative', w: 'full' }),
  slider: css({
    position: 'absolute',
    inset: '[-4px 0]',
    borderRadius: 'sm',
    cursor: 'pointer',
    touchAction: 'none',
    '&[aria-disabled=true]': { cursor: 'default' },
    focusVisibleOutline: 'outside',
  }),
  playhead: css({
    position: 'absolute',
    top: '0',
    bottom: '0',
    w: '[2px]',
    ms: '[-1px]',
    borderRadius: 'full',
    bg: 'fg.default',
    pointerEvents: 'none',
  }),
  times: css({ display: 'flex', justifyContent: 'space-between', mt: '1', textStyle: 'caption', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
};

const clock = (seconds: number) => formatDuration(seconds, 'm:ss');

/** "1:05 of 3:20" (the slider's spoken value). */
export const positionText = (position: number, duration: number | null) =>
  duration === null ? clock(position) : `${clock(position)} of ${clock(duration)}`;

export interface SeekBarProps {
  /** What is drawn under the playhead (the waveform). */
  children: ReactNode;
  position: number;
  duration: number | null;
  onSeek: (seconds: number) => void;
  label: string;
}

/**
 * The playhead over the waveform, with the time played and the whole time under it: an
 * accessible slider. A click (or a drag) puts the playhead there; arrow keys move it 5 s, Home
 * and End to the start and the end. Hand-made rather than Ark's slider: that one snaps its value
 * to its step, and its arrow keys move one step, where the playhead moves smoothly and keys 5 s.
 */
export function SeekBar({ children, position, duration, onSeek, label }: SeekBarProps) {
  const known = duration !== null && duration > 0;
  const at = known ? Math.min(position, duration) : 0;
  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!known || box.width <= 0) return;
    onSeek((Math.min(Math.max(event.clientX - box.left, 0), box.width) / box.width) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const moves: Record<string, number> = {
      ArrowRight: at + SEEK_STEP,
      ArrowUp: at + SEEK_STEP,
      ArrowLeft: at - SEEK_STEP,
      ArrowDown: at - SEEK_STEP,
      PageUp: at + duration / 10,
      PageDown: at - duration / 10,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(Math.min(Math.max(target, 0), duration));
  };
  return (
    <div>
      <div className={styles.area}>
        {children}
        <div
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={known ? Math.round(duration) : 0}
          aria-valuenow={Math.round(at)}
          aria-valuetext={known ? positionText(at, duration) : 'Length not known yet'}
          aria-disabled={!known || undefined}
          className={styles.slider}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            seekToPointer(event);
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekToPointer(event);
          }}
        >
          {known && <span className={styles.playhead} style={{ left: `${(at / duration) * 100}%` }} />}
        </div>
      </div>
      {/* The slider says the same in words. */}
      <div className={styles.times} aria-hidden>
        <span>{clock(at)}</span>
        <span>{known ? clock(duration) : '–:––'}</span>
      </div>
    </div>
  );
}
