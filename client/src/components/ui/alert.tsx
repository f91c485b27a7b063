import type { ReactNode } from 'react';
import './ui.css';

/** An inline message; errors are announced to assistive technology at once. */
export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
