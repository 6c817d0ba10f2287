import type { ServiceHealthStatus } from '../api/service-health-api';

const PATHS: Record<ServiceHealthStatus, string> = {
  // a tick in a circle
  up: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z',
  // an exclamation mark in a triangle
  degraded: 'M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2V9h2v5Z',
  // a cross in a circle
  down: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.2 12.8-1.4 1.4L12 13.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z',
};

/** A status's shape (tick, warning, cross), so it never rests on colour alone; the word goes beside it. */
export function StatusIcon({ status, size = 16 }: { status: ServiceHealthStatus; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[status]} />
    </svg>
  );
}
