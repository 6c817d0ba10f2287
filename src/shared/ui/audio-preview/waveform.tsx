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

function draw(canvas: HTMLCanvasElement, peaks: Float32Array) {
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
  bars.forEach((peak, index) => {
    const barHeight = Math.max(1, peak * height);
    context.fillRect(index * (barWidth + gap), (height - barHeight) / 2, barWidth, barHeight);
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

/** The waveform of an audio file, drawn on a canvas (spec 2 §9). */
export function Waveform({ file, label = 'Waveform' }: { file: Blob | null; label?: string }) {
  const peaks = useWaveformPeaks(file);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !peaks) return;
    draw(element, peaks);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => draw(element, peaks));
    observer.observe(element);
    return () => observer.disconnect();
  }, [peaks]);
  return (
    <div className={styles.root} role="img" aria-label={label} aria-busy={file !== null && peaks === null}>
      {peaks ? <canvas ref={canvas} className={styles.canvas} /> : <div className={styles.pending} />}
    </div>
  );
}
