import type { CSSProperties, ReactNode } from 'react';

export type TPillTone = 'accent' | 'neutral' | 'danger' | 'success' | 'gold' | 'emerald';

export interface TPillProps {
  tone?: TPillTone;
  /** Catalogue-provided colours (tag labels carry their own GC/SC style). */
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}

/** A small uppercase label: game tags, NEW badges, status markers. */
export function Pill({ tone = 'neutral', style, className, children }: TPillProps) {
  return (
    <span
      className={['cc-pill', `cc-pill--${tone}`, className].filter(Boolean).join(' ')}
      style={style}
    >
      {children}
    </span>
  );
}
