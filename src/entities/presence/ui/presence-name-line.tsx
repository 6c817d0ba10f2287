import type { ReactNode } from 'react';
import { Badge, type BadgePalette } from '@/shared/ui';
import { presenceRoleLabel, type PresenceRoleLabel } from '../lib/role-label';

const ROLE_PALETTE: Readonly<Record<PresenceRoleLabel, BadgePalette>> = {
  Admin: 'danger',
  Investor: 'warning',
  User: 'neutral',
};

/** The role chip of a presence row (spec 1 §2): Admin, Investor or User. */
export function PresenceRoleBadge({ roles }: { roles: readonly string[] | null | undefined }) {
  const role = presenceRoleLabel(roles);
  return (
    <Badge palette={ROLE_PALETTE[role]} size="sm" variant="outline">
      {role}
    </Badge>
  );
}

export interface PresenceNameLineProps {
  name: string;
  /** The signed-in user's own row: a 'You' chip follows the name. */
  isCurrentUser: boolean;
  className?: string;
  nameClassName?: string;
  /** Chips after the name and 'You' (the role chip in the online users list). */
  children?: ReactNode;
}

/** A presence row's name with its 'You' chip (spec 1 §2); the list and the admin table lay it out. */
export function PresenceNameLine({ name, isCurrentUser, className, nameClassName, children }: PresenceNameLineProps) {
  return (
    <span className={className}>
      <span className={nameClassName}>{name}</span>
      {isCurrentUser && (
        <Badge palette="accent" size="sm">
          You
        </Badge>
      )}
      {children}
    </span>
  );
}
