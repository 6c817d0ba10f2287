import { css } from 'styled-system/css';
import { Badge } from '@/shared/ui';
import { roleLabels } from '../lib/role-badges';

const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });

/** An account's roles as small badges, the admin one in the accent colour. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  return (
    <span className={badges}>
      {roleLabels(roles).map((label) => (
        <Badge key={label} palette={label === 'Admin' ? 'accent' : 'neutral'} size="sm">
          {label}
        </Badge>
      ))}
    </span>
  );
}
