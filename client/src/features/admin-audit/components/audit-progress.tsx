import { labelOf, useAdminAuditText } from '../admin-audit.strings.js';
import type { AuditRun } from '../api/audit-api.js';

/** A running audit's progress bar with its stage (contract A7), read again every second. */
export function AuditProgress({ run }: { run: AuditRun }) {
  const t = useAdminAuditText();
  const { stage, percent, done, total, message } = run.progress;
  const stageText = labelOf(t, 'stages', stage);
  const rounded = Math.round(percent);
  return (
    <div className="audit-progress">
      <div className="audit-progress-head">
        <span className="audit-stage">{t('progress.stage', { stage: stageText })}</span>
        <span className="audit-percent">{rounded}%</span>
      </div>
      <div className="audit-bar" role="progressbar" aria-label={t('progress.label')} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={rounded} aria-valuetext={`${stageText}, ${rounded}%`}>
        <span className="audit-bar-fill" style={{ width: `${rounded}%` }} />
      </div>
      <p className="muted audit-progress-text" aria-live="polite">
        {/* The message is the server's, shown as it is. */}
        {[total > 0 ? t('progress.doneOf', { done, total }) : '', message].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
