import { useId, type SelectHTMLAttributes } from 'react';
import './ui.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string | null;
  /** As a FormField's: the id of the form's text that says this field's error elsewhere. */
  errorId?: string;
}

/** A labelled drop-down; its error is announced with it, as a FormField's. */
export function SelectField({ label, options, placeholder, error, errorId, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const ownErrorId = `${selectId}-error`;
  const describedBy = error ? ownErrorId : errorId;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <div className="field-row">
        <select id={selectId} aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={ownErrorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
