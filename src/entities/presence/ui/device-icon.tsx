import { css, cx } from 'styled-system/css';
import { deviceLabel } from '@/shared/neutral';
import { StrokeIcon } from '@/shared/ui';
import type { PresenceDevice } from '../model/types';

/** "Desktop", "Mobile" or "Tablet" ("Unknown device" without one). */
export const deviceTypeLabel = (type: PresenceDevice['type'] | undefined): string => deviceLabel(type);

const styles = css({ flexShrink: '0', color: 'fg.muted' });

export interface DeviceIconProps {
  type: PresenceDevice['type'] | undefined;
  size?: number;
  className?: string;
}

/** A desktop, phone or tablet outline, named for screen readers. */
export function DeviceIcon({ type, size = 16, className }: DeviceIconProps) {
  const label = deviceTypeLabel(type);
  return (
    <StrokeIcon role="img" aria-label={label} size={size} strokeWidth="1.8" className={cx(styles, className)}>
      <title>{label}</title>
      {type === 'mobile' ? (
        <>
          <rect x="7" y="2" width="10" height="20" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : type === 'tablet' ? (
        <>
          <rect x="4" y="2" width="16" height="20" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : (
        <>
          <rect x="2" y="4" width="20" height="13" rx="2" />
          <path d="M8 21h8M12 17v4" />
        </>
      )}
    </StrokeIcon>
  );
}
