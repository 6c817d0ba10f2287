import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import type { ProviderPlatform } from '../api/verification-api';
import { verificationOpened } from '../model/verification';

export type VerifyArtistButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** Verify on this platform (skips the platform step). */
  platform?: ProviderPlatform;
  children?: ReactNode;
};

/** Opens the artist verification modal. */
export function VerifyArtistButton({ platform, children = 'Verify your artist', ...rest }: VerifyArtistButtonProps) {
  const open = useUnit(verificationOpened);
  return (
    <Button {...rest} onClick={() => open(platform ? { platform } : undefined)}>
      {children}
    </Button>
  );
}
