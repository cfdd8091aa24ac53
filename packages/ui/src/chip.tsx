import type { ButtonHTMLAttributes } from 'react';

export interface TChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  isSelected?: boolean;
}

/** A filter chip: a pill button that reports its pressed state to assistive technology. */
export function Chip({ isSelected = false, className, children, ...rest }: TChipProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      className={['cc-chip', isSelected ? 'cc-chip--selected' : '', className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
