import { Badge } from '@/shared/ui';
import type { ServiceHealthStatus } from '../api/service-health-api';
import { STATUS_WORDS } from '../lib/health-words';
import { StatusIcon } from './status-icon';

const PALETTES = { up: 'success', degraded: 'warning', down: 'danger' } as const;

export function StatusBadge({ status }: { status: ServiceHealthStatus }) {
  return (
    <Badge palette={PALETTES[status]} variant="subtle">
      <StatusIcon status={status} size={14} />
      {STATUS_WORDS[status]}
    </Badge>
  );
}
