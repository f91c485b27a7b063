import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  /** Something shown inside the field's row, before the input (a country code...). */
  adornment?: ReactNode;
  /** Shown at the end of the label's line (the available balance beside an amount). */
  labelAside?: ReactNode;
  /**
   * Where the form says this field's error instead of under it (its alert, naming several
   * fields at once): the id of that text. The field is then invalid and described by it.
   */
  errorId?: string;
}

/**
 * A labelled input: the label is tied to the input, the error announced with it (the
 * field is aria-invalid and described by its error, WCAG 3.3.1).
 */
export function FormField({ label, error, errorId, adornment, labelAside, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ownErrorId = `${inputId}-error`;
  const describedBy = error ? ownErrorId : errorId;
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
          aria-invalid={describedBy ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      </div>
      {error ? (
        <p id={ownErrorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
