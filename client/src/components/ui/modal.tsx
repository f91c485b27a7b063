import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useComponentsText } from '../components.strings.js';
import { focusablesIn, keepTabWithin } from './focus-trap.js';
import './ui.css';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** A wider panel, for a modal with details beside its form. */
  wide?: boolean;
}

/**
 * A dialog that takes focus, keeps it inside while open and gives it back when it closes;
 * closes on Escape or a click on the backdrop.
 */
export function Modal({ title, open, onClose, children, wide = false }: ModalProps) {
  const t = useComponentsText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so focus is taken once per opening and not on every render.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      // The page behind is inert for the moment: Tab and Shift+Tab stay in the dialog.
      else keepTabWithin(event, focusablesIn(panel.current));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press would otherwise move focus to the page after the dialog gave it back to its opener.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={wide ? 'modal modal-wide' : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('modal.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
