import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'google' | 'custom';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  /** What the button says while busy; the shared default is 'Processing...'. */
  loadingText?: string;
}

/** Shared button (spec section 4, "Buttons"): disabled while disabled or loading. */
export function Button({
  variant = 'primary',
  loading = false,
  loadingText = 'Processing...',
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', variant === 'custom' ? '' : `btn-${variant}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? loadingText : children}
    </button>
  );
}
