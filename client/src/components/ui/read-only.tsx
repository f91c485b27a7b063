import type { ReactNode } from 'react';
import { useConsoleRole } from '../../lib/api/console-role.js';
import { useComponentsText } from '../components.strings.js';
import './ui.css';

/** Says, in place of controls an auditor may not use, why they are not there. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  const t = useComponentsText();
  return (
    <p className="read-only-note" role="note">
      <strong>{t('readOnly.role')}</strong> <span>{children}</span>
    </p>
  );
}

export interface CanChangeProps {
  children: ReactNode;
  /** Shown to an auditor instead (usually a ReadOnlyNote); nothing while the role loads. */
  readOnly?: ReactNode;
}

/**
 * Renders controls that change something only for a console user allowed to use them
 * (contract A1): an auditor is never offered them, so the UI never invites a 403.
 */
export function CanChange({ children, readOnly = null }: CanChangeProps) {
  const { canChange, isAuditor } = useConsoleRole();
  if (canChange) return <>{children}</>;
  return isAuditor ? <>{readOnly}</> : null;
}
