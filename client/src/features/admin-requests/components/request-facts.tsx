import type { ReactNode } from 'react';
import { ProtectedFile } from '../../../components/ui/protected-file.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { holderName, requestOption, type AdminRequest } from '../api/admin-requests-api.js';
import { COLUMNS as C, KIND_TEXT, MODAL as T, type RequestKind } from '../admin-requests.strings.js';
import { accountType, optionLabel } from './request-columns.js';

function player(row: AdminRequest): ReactNode {
  const user = row.user;
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || row.username || '';
  const email = user?.email ?? row.email ?? '';
  if (!name && !email) return '—';
  return (
    <>
      {name && <span className="fact-line">{name}</span>}
      {email && <span className="fact-line">{email}</span>}
    </>
  );
}

/** What the player sent: who, how, where from, and the file they attached (viewable here). */
type Fact = [string, ReactNode];

export function RequestFacts({ kind, request }: { kind: RequestKind; request: AdminRequest }) {
  const option = requestOption(request);
  const facts: Fact[] = [
    [T.player, player(request)],
    [C.name, holderName(request)],
    [C.option, optionLabel(option)],
    [C.amount, formatRupees(request.amount)],
    ...(option === 'bank'
      ? ([
          [C.bankName, request.bank_name],
          [C.accountType, accountType(request.type_of_account)],
          [C.accountNumber, request.account_number],
          [C.ifsc, request.ifsc_code],
        ] as Fact[])
      : []),
    ...(option === 'upi' ? ([[C.upiHandle, request.upi_handle]] as Fact[]) : []),
    ...(option === 'crypto'
      ? ([
          [KIND_TEXT[kind].crypto, request.crypto],
          ...(request.network && kind === 'deposit' ? [['Network', request.network]] : []),
          ...(request.crypto_address ? [[T.address, request.crypto_address]] : []),
        ] as Fact[])
      : []),
    [T.reference, request.reference],
    [T.created, formatIstDateTime(request.createdAt)],
    ...(request.status === 'rejected' && request.reason ? ([[T.currentReason, request.reason]] as Fact[]) : []),
  ];
  return (
    <>
      <dl className="request-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div>
          <dt>{C.status}</dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
        </div>
      </dl>
      <section className="request-attachment" aria-label={T.attachment}>
        <h3>{T.attachment}</h3>
        {request.image_path ? (
          <ProtectedFile path={request.image_path} label={T.attachmentAlt(kind)} loadingText={T.loadingAttachment}
            failedText={T.attachmentFailed} openText={T.openAttachment} />
        ) : (
          <p className="muted">{T.noAttachment}</p>
        )}
      </section>
      {request.proof_path && (
        <section className="request-attachment" aria-label={T.proofSent}>
          <h3>{T.proofSent}</h3>
          <ProtectedFile path={request.proof_path} label={T.proofAlt} loadingText={T.loadingAttachment}
            failedText={T.attachmentFailed} openText={T.openAttachment} />
        </section>
      )}
    </>
  );
}
