import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { computePeaks } from './compute-peaks';

/** Spec 2 §9: 30 px high, bars 1 px wide with 4 px between them. */
export const WAVEFORM_SIZE = { height: 30, barWidth: 1, gap: 4 } as const;

const styles = {
  root: css({ position: 'relative', w: 'full', h: '[30px]', color: 'accent.default' }),
  canvas: css({ display: 'block', w: 'full', h: 'full' }),
  pending: css({ position: 'absolute', insetX: '0', top: '[50%]', h: '[1px]', bg: 'border.default' }),
};

/** Folds the peaks into `bars` bars (each the loudest of its share). */
export function foldPeaks(peaks: Float32Array, bars: number): Float32Array {
  const out = new Float32Array(Math.max(0, bars));
  if (!peaks.length || bars <= 0) return out;
  for (let bar = 0; bar < bars; bar += 1) {
    const from = Math.floor((bar * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / bars));
    let peak = 0;
    for (let index = from; index < to && index < peaks.length; index += 1) peak = Math.max(peak, peaks[index]!);
    out[bar] = peak;
  }
  return out;
}

/** Bars past the playhead are drawn this faint (the played part in full colour). */
const UNPLAYED_ALPHA = 0.4;

function draw(canvas: HTMLCanvasElement, peaks: Float32Array, progress: number | undefined) {
  const width = canvas.clientWidth;
  const { height, barWidth, gap } = WAVEFORM_SIZE;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(ratio, ratio);
  context.clearRect(0, 0, width, height);
  context.fillStyle = getComputedStyle(canvas).color;
  const bars = foldPeaks(peaks, Math.floor((width + gap) / (barWidth + gap)));
  const playedTo = progress === undefined ? width : progress * width;
  bars.forEach((peak, index) => {
    const barHeight = Math.max(1, peak * height);
    const x = index * (barWidth + gap);
    context.globalAlpha = x <= playedTo ? 1 : UNPLAYED_ALPHA;
    context.fillRect(x, (height - barHeight) / 2, barWidth, barHeight);
  });
}

/** Computes the peaks of `file` off the main thread (null while pending or unreadable). */
export function useWaveformPeaks(file: Blob | null) {
  const [result, setResult] = useState<{ file: Blob; peaks: Float32Array | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    computePeaks(file, { signal: controller.signal }).then(
      (peaks) => setResult({ file, peaks }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Waveform: the audio could not be read', error);
        setResult({ file, peaks: null });
      },
    );
    return () => controller.abort();
  }, [file]);
  return result && result.file === file ? result.peaks : null;
}

/**
 * The waveform of an audio file, drawn on a canvas (spec 2 §9); with `progress` (0 to 1), the
 * part played so far in full colour and the rest faint.
 */
export function Waveform({ file, label = 'Waveform', progress }: { file: Blob | null; label?: string; progress?: number }) {
  const peaks = useWaveformPeaks(file);
  const canvas = useRef<HTMLCanvasElement>(null);
  const progressRef = useRef(progress);
  useEffect(() => {
    progressRef.current = progress;
    if (canvas.current && peaks) draw(canvas.current, peaks, progress);
  }, [progress, peaks]);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !peaks || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => draw(element, peaks, progressRef.current));
    observer.observe(element);
    return () => observer.disconnect();
  }, [peaks]);
  return (
    <div className={styles.root} role="img" aria-label={label} aria-busy={file !== null && peaks === null}>
      {peaks ? <canvas ref={canvas} className={styles.canvas} /> : <div className={styles.pending} />}
    </div>
  );
}
