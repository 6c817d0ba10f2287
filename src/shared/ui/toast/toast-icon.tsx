import type { ToastType } from '@ark-ui/react/toast';
import { StrokeIcon } from '../icon';
import { Spinner } from '../spinner';

const paths: Record<'success' | 'error' | 'warning' | 'info', string> = {
  success: 'M20 6 9 17l-5-5',
  error: 'M12 8v5m0 3.5v.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  warning: 'M12 9v4m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  info: 'M12 11v6m0-9.5v.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
};

export function ToastIcon({ type }: { type: ToastType | undefined }) {
  if (type === 'loading') return <Spinner size="md" />;
  const path = type && type in paths ? paths[type as keyof typeof paths] : paths.info;
  return (
    <StrokeIcon>
      <path d={path} />
    </StrokeIcon>
  );
}
