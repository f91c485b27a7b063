import { useRef, type KeyboardEvent } from 'react';
import './widgets.css';

export interface OptionTabsProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The id of the panel the tabs control. */
  panelId?: string;
}

/**
 * A row of tabs choosing one option (Bank, UPI, Crypto; All...). Arrow keys move between
 * them as in the ARIA tabs pattern; only the chosen tab is in the tab order.
 */
export function OptionTabs<Value extends string>({ label, options, value, onChange, panelId }: OptionTabsProps<Value>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : (index + step + options.length) % options.length;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    onChange(options[target]!.value);
    tabs.current[target]?.focus();
  };
  return (
    <div className="option-tabs" role="tablist" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          aria-controls={panelId}
          tabIndex={option.value === value ? 0 : -1}
          className="option-tab"
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKey(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
