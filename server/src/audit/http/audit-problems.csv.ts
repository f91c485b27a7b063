import type { CsvColumn } from '../../shared/csv/csv.js';
import type { AuditProblem } from '../audit-problem.js';

/** GET /admin/audit/runs/:id/problems.csv: the report's problems, each with the wallet or round it is about. */
export const AUDIT_PROBLEM_COLUMNS: readonly CsvColumn<AuditProblem>[] = [
  { header: 'kind', value: (p) => p.kind },
  { header: 'message', value: (p) => p.message },
  { header: 'user_id', value: (p) => p.userId },
  { header: 'round_id', value: (p) => p.roundId },
  { header: 'version', value: (p) => p.version },
];
