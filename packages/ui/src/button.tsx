import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type TButtonVariant = 'primary' | 'secondary' | 'destructive' | 'ghost';
export type TButtonSize = 'md' | 'lg';

export interface TButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  isBlock?: boolean;
  iconStart?: ReactNode;
}

/** Primary = accent fill, secondary = outline, destructive = danger. Always ≥ 44 px tall. */
export function Button({
  variant = 'primary',
  size = 'md',
  isBlock = false,
  iconStart,
  className,
  children,
  type = 'button',
  ...rest
}: TButtonProps) {
  const classes = ['cc-btn', `cc-btn--${variant}`, `cc-btn--${size}`];
  if (isBlock) classes.push('cc-btn--block');
  if (className) classes.push(className);
  return (
    <button type={type} className={classes.join(' ')} {...rest}>
      {iconStart ? (
        <span className="cc-btn__icon" aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      {children}
    </button>
  );
}

export interface TIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name: icon buttons have no visible text. */
  label: string;
  hasDot?: boolean;
}

export function IconButton({
  label,
  hasDot = false,
  className,
  children,
  ...rest
}: TIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={['cc-icon-btn', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
      {hasDot ? <span className="cc-dot" data-testid="notification-dot" /> : null}
    </button>
  );
}
