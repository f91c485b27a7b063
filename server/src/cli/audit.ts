import { formatAuditReport } from '../audit/audit-report.js';
import { AuditService } from '../audit/audit.service.js';
import { withCliContext } from './cli-context.js';

/**
 * `npm run audit`: replays every wallet stream, compares with the read models, verifies
 * the hash chains and the ledger, and ties deposit credits, withdrawal holds and referral
 * bonuses to their requests (AuditService). Prints a summary (`--json`: the whole
 * report) and exits 1 on any mismatch, so it can gate a deployment or a cron job.
 */
await withCliContext(async (app) => {
  const report = await app.get(AuditService).run();
  console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatAuditReport(report));
  return report.ok ? 0 : 1;
});
