import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FileDrop } from '../../../components/ui/file-drop.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { CanChange, ReadOnlyNote } from '../../../components/ui/read-only.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { requestOption, useUpdateRequestMutation, type AdminRequest } from '../api/admin-requests-api.js';
import { KIND_TEXT, STATUSES, useRequestsText, type RequestKind } from '../admin-requests.strings.js';
import { RequestFacts } from './request-facts.js';
import { ReasonField, type ReasonChoice } from './reason-field.js';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export interface RequestModalProps {
  kind: RequestKind;
  request: AdminRequest;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * One request: its details and attachment, then amount and status (spec section 4). A
 * rejection carries a reason the player sees; once done, everything is disabled (final).
 * An auditor reads the request only: no amount, status or submit is offered.
 */
export function RequestModal({ kind, request, onClose, onSaved }: RequestModalProps) {
  const t = useRequestsText();
  const done = request.status === 'done';
  const [amount, setAmount] = useState(String(request.amount ?? ''));
  const [status, setStatus] = useState(request.status || 'on_hold');
  const [reason, setReason] = useState<ReasonChoice>({ preset: '', written: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateRequestMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();
  const proofAllowed = kind === 'withdraw' && requestOption(request) !== 'bank';
  const statuses = STATUSES.map((option) => ({ value: option.value, label: t(option.label) }));
  const reasonText = (reason.preset === 'other' ? reason.written : reason.preset).trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!AMOUNT.test(amount.trim()) || Number(amount) <= 0) found.amount = t('form.amountInvalid');
    // A new rejection needs its reason; one already rejected keeps the reason it has.
    if (status === 'rejected' && request.status !== 'rejected' && !reasonText) found.reason = t('form.reasonRequired');
    if (file && !file.type.startsWith('image/') && file.type !== 'application/pdf') found.file = t('form.fileKind');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const labels = { amount: t('form.amount'), reason: t(reason.preset === 'other' ? 'form.reasonText' : 'form.reason'), file: t('form.proof') };
      return checks.refuse(problemsOf(found, labels));
    }
    checks.accept();
    try {
      const reply = await update({
        kind, id: request._id, amount: amount.trim(), status, reason: status === 'rejected' && reasonText ? reasonText : undefined,
        file: proofAllowed ? file : null, version: request.version,
      }).unwrap();
      onSaved(reply.msg || t('form.updated'));
    } catch (error) {
      setFailure(serverMessage(error) ?? t('form.failed'));
    }
  };

  return (
    <Modal title={t(KIND_TEXT[kind].modal)} open onClose={onClose} wide>
      <RequestFacts kind={kind} request={request} />
      <CanChange readOnly={<ReadOnlyNote>{t('form.readOnly')}</ReadOnlyNote>}>
        {done && <Alert kind="info">{t('form.final')}</Alert>}
        {failure && <Alert kind="error">{failure}</Alert>}
        <form ref={formRef} onSubmit={submit} noValidate className="request-form">
          <ErrorSummary refusal={checks.refusal} />
          <FormField label={t('form.amount')} name="amount" inputMode="decimal" value={amount} error={errors.amount} disabled={done}
            onChange={(e) => setAmount(e.target.value)} />
          <SelectField label={t('form.status')} name="status" value={status} options={statuses} disabled={done}
            onChange={(e) => setStatus(e.target.value)} />
          {status === 'rejected' && !done && <ReasonField kind={kind} value={reason} onChange={setReason} error={errors.reason}
            keepsCurrent={request.status === 'rejected'} />}
          {proofAllowed && (
            <FileDrop label={t('form.proof')} hint={t('form.proofHint')} accept="image/*,application/pdf" file={file} error={errors.file} disabled={done}
              removeLabel={t('form.removeProof')} onFile={(picked) => setFile(picked)} />
          )}
          <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('form.busy')} disabled={done}>
            {t('form.submit')}
          </Button>
        </form>
      </CanChange>
    </Modal>
  );
}
