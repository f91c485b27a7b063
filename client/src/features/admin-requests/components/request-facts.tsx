import type { ReactNode } from 'react';
import { ProtectedFile } from '../../../components/ui/protected-file.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstDateTime, formatRupees } from '../../../lib/format.js';
import { holderName, requestOption, type AdminRequest } from '../api/admin-requests-api.js';
import { KIND_TEXT, useRequestsText, type RequestKind } from '../admin-requests.strings.js';
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
  const t = useRequestsText();
  const option = requestOption(request);
  const facts: Fact[] = [
    [t('facts.player'), player(request)],
    [t('columns.name'), holderName(request)],
    [t('columns.option'), optionLabel(t, option)],
    [t('columns.amount'), formatRupees(request.amount)],
    ...(option === 'bank'
      ? ([
          [t('columns.bankName'), request.bank_name],
          [t('columns.accountType'), accountType(t, request.type_of_account)],
          [t('columns.accountNumber'), request.account_number],
          [t('columns.ifsc'), request.ifsc_code],
        ] as Fact[])
      : []),
    ...(option === 'upi' ? ([[t('columns.upiHandle'), request.upi_handle]] as Fact[]) : []),
    ...(option === 'crypto'
      ? ([
          [t(KIND_TEXT[kind].crypto), request.crypto],
          ...(request.network && kind === 'deposit' ? [[t('facts.network'), request.network]] : []),
          ...(request.crypto_address ? [[t('facts.address'), request.crypto_address]] : []),
        ] as Fact[])
      : []),
    [t('facts.reference'), request.reference],
    [t('facts.created'), formatIstDateTime(request.createdAt)],
    ...(request.status === 'rejected' && request.reason ? ([[t('facts.currentReason'), request.reason]] as Fact[]) : []),
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
          <dt>{t('columns.status')}</dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
        </div>
      </dl>
      <section className="request-attachment" aria-label={t('facts.attachment')}>
        <h3>{t('facts.attachment')}</h3>
        {request.image_path ? (
          <ProtectedFile path={request.image_path} label={t(KIND_TEXT[kind].attachment)} loadingText={t('facts.loadingAttachment')}
            failedText={t('facts.attachmentFailed')} openText={t('facts.openAttachment')} />
        ) : (
          <p className="muted">{t('facts.noAttachment')}</p>
        )}
      </section>
      {request.proof_path && (
        <section className="request-attachment" aria-label={t('facts.proof')}>
          <h3>{t('facts.proof')}</h3>
          <ProtectedFile path={request.proof_path} label={t('facts.proof')} loadingText={t('facts.loadingAttachment')}
            failedText={t('facts.attachmentFailed')} openText={t('facts.openAttachment')} />
        </section>
      )}
    </>
  );
}
