import { useId, type SelectHTMLAttributes } from 'react';
import './ui.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string | null;
}

/** A labelled drop-down; its error is announced with it, as a FormField's. */
export function SelectField({ label, options, placeholder, error, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <div className="field-row">
        <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
