import type { CSSProperties, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { skeleton, type SkeletonVariantProps } from 'styled-system/recipes';

type Length = number | string;

export type SkeletonProps = SkeletonVariantProps & {
  /** Numbers are pixels. */
  width?: Length;
  height?: Length;
  /** When false, renders `children` instead of the placeholder. */
  loading?: boolean;
  /** Content whose size the placeholder takes while loading; it stays hidden. */
  children?: ReactNode;
  className?: string;
};

export function Skeleton({
  width,
  height,
  shape,
  loading = true,
  children,
  className,
}: SkeletonProps) {
  if (!loading) return <>{children}</>;
  const style: CSSProperties = { width, height };
  return (
    <div aria-busy="true" className={cx(skeleton({ shape }), className)} style={style}>
      {children}
    </div>
  );
}

export type SkeletonTextProps = {
  lines?: number;
  className?: string;
};

const linesStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' });

/** Paragraph placeholder; the last of several lines is shorter, like real text. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div aria-busy="true" className={cx(linesStyle, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={skeleton({ shape: 'text' })}
          style={{ width: lines > 1 && index === lines - 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}

const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' });

/** A form field's placeholder: its label (20 px), its 44 px input and, if `hinted`, a hint line (16 px). */
export function FieldSkeleton({ hinted = false }: { hinted?: boolean }) {
  return (
    <div className={fieldStyle}>
      <Skeleton height={20} width="30%" />
      <Skeleton height={44} />
      {hinted && <Skeleton height={16} width="60%" />}
    </div>
  );
}
