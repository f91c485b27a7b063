import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useComponentsText } from '../components.strings.js';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'google' | 'custom';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  /** What the button says while busy; the shared default is 'Processing...' (in the language shown). */
  loadingText?: string;
}

/**
 * Shared button (spec section 4, "Buttons"): disabled while disabled or loading.
 *
 * While loading it is disabled with `aria-disabled` rather than the `disabled` attribute: a
 * button that gets `disabled` loses keyboard focus to the page (issue 14), so a keyboard or
 * screen-reader user who pressed Save would be thrown to the top. It keeps focus, says it is
 * busy, and a click or Enter while busy does nothing (no second submit).
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  disabled,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', variant === 'custom' ? '' : `btn-${variant}`, className].filter(Boolean).join(' ');
  const busy = loading && !disabled;
  return (
    <button type={type} className={classes} disabled={disabled} aria-disabled={busy || undefined} aria-busy={loading || undefined}
      onClick={busy ? ignoreWhileBusy : onClick} {...rest}>
      {loading ? (loadingText ?? <Processing />) : children}
    </button>
  );
}

/** A click (or the Enter that submits a form) on a busy button: no action, no submit. */
function ignoreWhileBusy(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  event.stopPropagation();
}

/** The shared busy word, read only while a button is busy. */
function Processing() {
  const t = useComponentsText();
  return <>{t('button.processing')}</>;
}
