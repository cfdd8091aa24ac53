import type { CSSProperties } from 'react';

export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span className="cc-spinner" role="status" style={{ width: size, height: size }}>
      <span className="cc-visually-hidden">{label}</span>
    </span>
  );
}

export interface TSkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A shimmering placeholder with the final element's size, so nothing shifts when data lands.
 * Without width/height the class sizes it (for example with an aspect ratio).
 */
export function Skeleton({ width, height, radius, className }: TSkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['cc-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
