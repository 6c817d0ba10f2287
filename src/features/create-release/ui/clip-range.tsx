import { Slider } from '@ark-ui/react/slider';
import { css } from 'styled-system/css';
import { formatDuration } from '@/shared/lib/format';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' }),
  head: css({ display: 'flex', justifyContent: 'space-between', textStyle: 'sm', fontVariantNumeric: 'tabular-nums' }),
  control: css({ position: 'relative', display: 'flex', alignItems: 'center', h: '6', mx: '2' }),
  track: css({ flex: '1', h: '1.5', borderRadius: 'full', bg: 'bg.muted' }),
  range: css({ h: 'full', borderRadius: 'full', bg: 'accent.default' }),
  thumb: css({
    w: '5',
    h: '5',
    borderRadius: 'full',
    bg: 'bg.surface',
    borderWidth: '[2px]',
    borderColor: 'accent.default',
    cursor: 'grab',
    focusVisibleOutline: 'outside',
  }),
};

export interface ClipRangeProps {
  duration: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  disabled?: boolean;
}

/** The clip's start and end (two thumbs, 0 to the track's duration, arrow keys move a second). */
export function ClipRange({ duration, value, onChange, disabled }: ClipRangeProps) {
  const max = Math.max(1, Math.floor(duration));
  return (
    <Slider.Root
      className={styles.root}
      min={0}
      max={max}
      step={1}
      minStepsBetweenThumbs={1}
      value={value}
      disabled={disabled}
      onValueChange={(details) => onChange([details.value[0] ?? 0, details.value[1] ?? max])}
      getAriaValueText={(details) => formatDuration(details.value, 'mm:ss')}
      aria-label={['Clip start', 'Clip end']}
    >
      <div className={styles.head}>
        {/* Not a Slider.Label: that would name both thumbs "Clip" over their own names. */}
        <span aria-hidden>Clip</span>
        <span aria-live="polite">
          {formatDuration(value[0], 'mm:ss')} – {formatDuration(value[1], 'mm:ss')}
        </span>
      </div>
      <Slider.Control className={styles.control}>
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb index={0} className={styles.thumb} />
        <Slider.Thumb index={1} className={styles.thumb} />
      </Slider.Control>
    </Slider.Root>
  );
}
