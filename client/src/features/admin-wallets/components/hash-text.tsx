import { NONE, useAdminWalletsText } from '../admin-wallets.strings.js';

/** A hash shortened to fit a table cell; opening it shows the whole hash, to copy or compare. */
export function HashText({ hash }: { hash: string }) {
  const t = useAdminWalletsText();
  if (!hash) return <>{NONE}</>;
  const short = `${hash.slice(0, 10)}…`;
  return (
    <details className="hash-text">
      <summary aria-label={t('events.hashLabel', { short })} title={hash}>
        <code>{short}</code>
      </summary>
      <code className="hash-full">{hash}</code>
    </details>
  );
}
