import { css } from 'styled-system/css';
import { Button } from '../button';
import type { FromFile } from './tag-prefill';

const styles = {
  root: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    py: '2',
    px: '3',
    borderRadius: 'control',
    bg: 'accent.subtle',
    color: 'fg.default',
    textStyle: 'sm',
    minW: '0',
  }),
  text: css({ overflowWrap: 'anywhere', minW: '0' }),
  value: css({ fontWeight: 'medium' }),
};

const LABELS = { title: 'Title', isrc: 'ISRC' } as const;

/** "From the file: Title … · ISRC …" with an undo that empties those fields again. */
export function FromFileHint({ values, onUndo }: { values: FromFile; onUndo: () => void }) {
  const entries = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => values[key] !== undefined);
  if (!entries.length) return null;
  return (
    <div className={styles.root}>
      <p className={styles.text} role="status">
        From the file:{' '}
        {entries.map((key, index) => (
          <span key={key}>
            {index > 0 && ' · '}
            {LABELS[key]} <span className={styles.value}>{values[key]}</span>
          </span>
        ))}
      </p>
      <Button variant="outline" size="sm" onClick={onUndo} aria-label={`Undo ${entries.map((key) => LABELS[key]).join(' and ')} from the file`}>
        Undo
      </Button>
    </div>
  );
}
