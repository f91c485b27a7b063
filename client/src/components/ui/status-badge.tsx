import type { Text } from '../../lib/i18n/text.js';
import { componentsText, useComponentsText, type ComponentsKey } from '../components.strings.js';
import './widgets.css';

export type RequestStatus = 'on_hold' | 'in_progress' | 'done' | 'rejected';

const STATUS_WORDS: Record<RequestStatus, ComponentsKey> = {
  on_hold: 'status.onHold',
  in_progress: 'status.inProgress',
  done: 'status.done',
  rejected: 'status.rejected',
};

/**
 * A request status as the specification shows it (section 4): 'on_hold' -> 'On hold', in
 * the language shown (`t`; outside React, the words shown now). A status the client does
 * not know is shown as the server sent it, underscores as spaces and the first letter
 * capitalised. A missing status is on_hold, the default.
 */
export function statusLabel(status: string | null | undefined, t: Text<ComponentsKey> = componentsText): string {
  const value = status || 'on_hold';
  if (Object.hasOwn(STATUS_WORDS, value)) return t(STATUS_WORDS[value as RequestStatus]);
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Colours of section 4: done green, on_hold yellow, rejected red, anything else gray. */
export function statusTone(status: string | null | undefined): 'green' | 'yellow' | 'red' | 'gray' {
  switch (status || 'on_hold') {
    case 'done':
      return 'green';
    case 'on_hold':
      return 'yellow';
    case 'rejected':
      return 'red';
    default:
      return 'gray';
  }
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const t = useComponentsText();
  return <span className={`status-badge status-${statusTone(status)}`}>{statusLabel(status, t)}</span>;
}
