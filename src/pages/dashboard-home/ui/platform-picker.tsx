import { css } from 'styled-system/css';
import { PLATFORMS, platformLabel } from '@/entities/artist';

const styles = {
  group: css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '1' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '3',
    h: '8',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
    textStyle: 'sm',
    cursor: 'pointer',
    '&:has(input:checked)': { bg: 'accent.subtle', borderColor: 'accent.default', color: 'accent.fg' },
    '&:has(input:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  input: css({ srOnly: true }),
};

export function PlatformPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: (typeof PLATFORMS)[number][]) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Platforms</legend>
      {PLATFORMS.map((platform) => {
        const checked = value.includes(platform);
        return (
          <label key={platform} className={styles.chip}>
            <input
              type="checkbox"
              className={styles.input}
              checked={checked}
              onChange={() => {
                const next = checked ? value.filter((item) => item !== platform) : [...value, platform];
                if (next.length > 0) onChange(PLATFORMS.filter((item) => next.includes(item)));
              }}
            />
            {platformLabel(platform)}
          </label>
        );
      })}
    </fieldset>
  );
}
