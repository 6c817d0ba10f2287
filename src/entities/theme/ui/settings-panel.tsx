import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ThemeSettings } from '@/shared/config';
import { Button } from '@/shared/ui';
import { useSettings } from '../model/settings';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default', mb: '2' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  options: css({
    display: 'grid',
    gridTemplateColumns: '[repeat(2, minmax(0, 1fr))]',
    gap: '3',
    maxW: 'md',
  }),
  option: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '12',
    px: '4',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'control',
    textStyle: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    cursor: 'pointer',
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    _hover: { bg: 'bg.subtle' },
    '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle', color: 'accent.fg' },
    '&:has(input:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  radio: css({ position: 'absolute', opacity: '0', w: '0', h: '0' }),
  switchRow: css({ display: 'flex', alignItems: 'center', gap: '3', cursor: 'pointer', textStyle: 'sm', color: 'fg.default' }),
  switchInput: css({ w: '5', h: '5', accentColor: 'accent.default', cursor: 'pointer' }),
  actions: css({ display: 'flex' }),
};

type Choice<K extends keyof ThemeSettings> = { value: ThemeSettings[K]; label: string };

function ChoiceGroup<K extends 'themeMode' | 'themeContrast' | 'themeDirection' | 'themeLayout'>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  name: K;
  legend: string;
  hint?: ReactNode;
  choices: Choice<K>[];
  value: ThemeSettings[K];
  onChange: (value: ThemeSettings[K]) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}

/** Display settings of spec 1 §3, bound to the settings model (saved in this browser). */
export function SettingsPanel() {
  const { settings, changeSettings, resetSettings } = useSettings();
  return (
    <div className={styles.root}>
      <ChoiceGroup
        name="themeMode"
        legend="Mode"
        choices={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
        value={settings.themeMode}
        onChange={(themeMode) => changeSettings({ themeMode })}
      />
      <ChoiceGroup
        name="themeContrast"
        legend="Contrast"
        choices={[
          { value: 'default', label: 'Default' },
          { value: 'high', label: 'High' },
        ]}
        value={settings.themeContrast}
        onChange={(themeContrast) => changeSettings({ themeContrast })}
      />
      <ChoiceGroup
        name="themeDirection"
        legend="Direction"
        choices={[
          { value: 'ltr', label: 'Left to right' },
          { value: 'rtl', label: 'Right to left' },
        ]}
        value={settings.themeDirection}
        onChange={(themeDirection) => changeSettings({ themeDirection })}
      />
      <ChoiceGroup
        name="themeLayout"
        legend="Navigation"
        hint="Mini shows icons with short labels. Phones always use the drawer."
        choices={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'mini', label: 'Mini' },
        ]}
        value={settings.themeLayout}
        onChange={(themeLayout) => changeSettings({ themeLayout })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Width</legend>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={settings.themeStretch}
            onChange={(event) => changeSettings({ themeStretch: event.currentTarget.checked })}
          />
          Stretch the content to the full width of the screen
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => resetSettings()}>
          Reset to defaults
        </Button>
      </div>
    </div>
  );
}
