import { EVENTS as T } from '../admin-wallets.strings.js';

/** A hash shortened to fit a table cell; opening it shows the whole hash, to copy or compare. */
export function HashText({ hash }: { hash: string }) {
  if (!hash) return <>{T.none}</>;
  const short = `${hash.slice(0, 10)}…`;
  return (
    <details className="hash-text">
      <summary aria-label={T.hashLabel(short)} title={hash}>
        <code>{short}</code>
      </summary>
      <code className="hash-full">{hash}</code>
    </details>
  );
}
