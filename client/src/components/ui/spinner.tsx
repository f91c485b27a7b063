import { useComponentsText } from '../components.strings.js';
import './ui.css';

/** A busy sign, announced as its label ('Loading...' in the language shown unless a label is given). */
export function Spinner({ label }: { label?: string }) {
  const t = useComponentsText();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </div>
  );
}
