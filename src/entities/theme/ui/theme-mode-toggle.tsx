import { useUnit } from 'effector-react';
import { css, cx } from 'styled-system/css';
import { $themeMode, themeModeToggled } from '../model/settings';

const styles = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  transitionProperty: 'colors',
  transitionDuration: 'normal',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
});

function SunIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  );
}

/** Dark ↔ light switch; its name says what a press does. */
export function ThemeModeToggle({ className }: { className?: string }) {
  const [mode, toggle] = useUnit([$themeMode, themeModeToggled]);
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <button type="button" className={cx(styles, className)} aria-label={label} title={label} onClick={() => toggle()}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
