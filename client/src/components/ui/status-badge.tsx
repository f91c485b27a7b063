import './widgets.css';

export type RequestStatus = 'on_hold' | 'in_progress' | 'done' | 'rejected';

/**
 * A request status as the specification shows it (section 4): underscores become spaces and
 * the first letter is capitalised ('on_hold' -> 'On hold'). A missing status is on_hold, the
 * default.
 */
export function statusLabel(status: string | null | undefined): string {
  const text = (status || 'on_hold').replace(/_/g, ' ');
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
  return <span className={`status-badge status-${statusTone(status)}`}>{statusLabel(status)}</span>;
}
