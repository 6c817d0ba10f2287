import { css } from 'styled-system/css';
import { EmailMarkdown } from '@/entities/email';
import { Field, Textarea } from '@/shared/ui';

const styles = {
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, minW: '0' }),
  textarea: css({ fontFamily: 'mono', textStyle: 'sm', minH: '64' }),
  preview: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  previewTitle: css({ textStyle: 'sm', fontWeight: 'medium' }),
  previewBody: css({ p: '4', borderRadius: 'control', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', minH: '64', maxH: '[32rem]', overflowY: 'auto' }),
  empty: css({ color: 'fg.muted', textStyle: 'sm' }),
};

export interface ContentEditorProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The Markdown content beside its rendered preview (stacked on a narrow screen). */
export function ContentEditor({ name, value, onChange, error }: ContentEditorProps) {
  return (
    <div className={styles.grid}>
      <Field label="Content" error={error} helperText="Markdown: **bold**, _italic_, # headings, - lists, [text](https://link). Links are tracked.">
        <Textarea name={name} value={value} onChange={(event) => onChange(event.target.value)} className={styles.textarea} rows={14} />
      </Field>
      <section className={styles.preview} aria-label="Preview">
        <h3 className={styles.previewTitle}>Preview</h3>
        <div className={styles.previewBody}>
          {value.trim() === '' ? <p className={styles.empty}>The email’s content shows here as you write.</p> : <EmailMarkdown source={value} />}
        </div>
      </section>
    </div>
  );
}
