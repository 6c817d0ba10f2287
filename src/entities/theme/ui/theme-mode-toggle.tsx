import { useUnit } from 'effector-react';
import { IconButton, StrokeIcon } from '@/shared/ui';
import { $themeMode, themeModeToggled } from '../model/settings';

function SunIcon() {
  return (
    <StrokeIcon size={20}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

function MoonIcon() {
  return (
    <StrokeIcon size={20}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </StrokeIcon>
  );
}

/** Dark ↔ light switch; its name says what a press does. */
export function ThemeModeToggle({ className }: { className?: string }) {
  const [mode, toggle] = useUnit([$themeMode, themeModeToggled]);
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton className={className} aria-label={label} title={label} onClick={() => toggle()}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
