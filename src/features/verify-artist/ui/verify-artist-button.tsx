import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import type { ProviderPlatform } from '../api/verification-api';
import { openVerification } from './lazy-verification';

export type VerifyArtistButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** Verify on this platform (skips the platform step). */
  platform?: ProviderPlatform;
  children?: ReactNode;
};

/** Opens the artist verification modal. */
export function VerifyArtistButton({ platform, children = 'Verify your artist', ...rest }: VerifyArtistButtonProps) {
  return (
    <Button {...rest} onClick={() => openVerification(platform ? { platform } : undefined)}>
      {children}
    </Button>
  );
}
