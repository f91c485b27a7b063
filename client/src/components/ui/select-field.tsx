import { useId, type SelectHTMLAttributes } from 'react';
import './ui.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}

/** A labelled drop-down. */
export function SelectField({ label, options, placeholder, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <div className="field-row">
        <select id={selectId} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
