import type { ReactNode } from 'react';
import './ui.css';

/** An inline message; errors are announced to assistive technology at once. */
export function Alert({ kind, id, children }: { kind: 'error' | 'success' | 'info'; id?: string; children: ReactNode }) {
  return (
    <div id={id} className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
