import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </StrokeIcon>
  );
}
