import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  /** Something shown inside the field's row, before the input (a country code...). */
  adornment?: ReactNode;
  /** Shown at the end of the label's line (the available balance beside an amount). */
  labelAside?: ReactNode;
}

/** A labelled input: the label is tied to the input, the error announced with it. */
export function FormField({ label, error, adornment, labelAside, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      {labelAside ? (
        <div className="field-label-row">
          <label htmlFor={inputId}>{label}</label>
          {labelAside}
        </div>
      ) : (
        <label htmlFor={inputId}>{label}</label>
      )}
      <div className="field-row">
        {adornment}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
