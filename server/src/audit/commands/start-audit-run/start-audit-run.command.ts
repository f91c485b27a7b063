import { Command } from '@nestjs/cqrs';
import type { AuditRunView } from '../../runs/audit-run-view.js';

/**
 * Starts a whole-system audit in the background of this instance, unless one is already
 * running anywhere (then that one is the answer, `started: false`). Admins and auditors:
 * the audit reads, and only its own run row is written.
 */
export class StartAuditRun extends Command<{ started: boolean; run: AuditRunView }> {
  constructor(readonly adminId: string) {
    super();
  }
}
