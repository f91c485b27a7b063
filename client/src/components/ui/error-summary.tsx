import { useComponentsText } from '../components.strings.js';
import type { Refusal } from './use-focus-first-invalid.js';
import './ui.css';

/**
 * Announces a refused submit's problems at once ('2 problems to fix: Email: Email is
 * required. ...'), WCAG 3.3.1 and 4.1.3. It is heard, not seen: each message is already
 * shown under its field, and the first of those fields has focus.
 */
export function ErrorSummary({ refusal }: { refusal: Refusal | null }) {
  const t = useComponentsText();
  if (!refusal || refusal.problems.length === 0) return null;
  return (
    // A new element per attempt: a second identical refusal is announced again.
    <div key={refusal.attempt} role="alert" className="visually-hidden">
      <p>{t('errorSummary.title', { count: refusal.problems.length })}</p>
      <ul>
        {refusal.problems.map((problem, index) => (
          <li key={index}>{t('errorSummary.item', { label: problem.label, message: problem.message })}</li>
        ))}
      </ul>
    </div>
  );
}
