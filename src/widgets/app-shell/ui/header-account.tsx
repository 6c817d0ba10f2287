import { ThemeModeToggle } from '@/entities/theme';
import { AccountMenu } from './account-menu';

/** The header's end: the dark/light switch and the account menu (a chunk of their own). */
export function HeaderAccount() {
  return (
    <>
      <ThemeModeToggle />
      <AccountMenu />
    </>
  );
}
