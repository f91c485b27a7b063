import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FileDrop } from '../../../components/ui/file-drop.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { CanChange, ReadOnlyNote } from '../../../components/ui/read-only.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { requestOption, useUpdateRequestMutation, type AdminRequest } from '../api/admin-requests-api.js';
import { KIND_TEXT, MODAL as T, STATUSES, type RequestKind } from '../admin-requests.strings.js';
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
  const done = request.status === 'done';
  const [amount, setAmount] = useState(String(request.amount ?? ''));
  const [status, setStatus] = useState(request.status || 'on_hold');
  const [reason, setReason] = useState<ReasonChoice>({ preset: '', written: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateRequestMutation();
  const proofAllowed = kind === 'withdraw' && requestOption(request) !== 'bank';
  const reasonText = (reason.preset === 'other' ? reason.written : reason.preset).trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!AMOUNT.test(amount.trim()) || Number(amount) <= 0) found.amount = T.amountInvalid;
    // A new rejection needs its reason; one already rejected keeps the reason it has.
    if (status === 'rejected' && request.status !== 'rejected' && !reasonText) found.reason = T.reasonRequired;
    if (file && !file.type.startsWith('image/') && file.type !== 'application/pdf') found.file = T.fileKind;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await update({
        kind, id: request._id, amount: amount.trim(), status, reason: status === 'rejected' && reasonText ? reasonText : undefined,
        file: proofAllowed ? file : null, version: request.version,
      }).unwrap();
      onSaved(reply.msg || T.updated);
    } catch (error) {
      setFailure(serverMessage(error) ?? T.failed);
    }
  };

  return (
    <Modal title={KIND_TEXT[kind].modal} open onClose={onClose} wide>
      <RequestFacts kind={kind} request={request} />
      <CanChange readOnly={<ReadOnlyNote>{T.readOnly}</ReadOnlyNote>}>
        {done && <Alert kind="info">{T.final}</Alert>}
        {failure && <Alert kind="error">{failure}</Alert>}
        <form onSubmit={submit} noValidate className="request-form">
          <FormField label={T.amount} name="amount" inputMode="decimal" value={amount} error={errors.amount} disabled={done}
            onChange={(e) => setAmount(e.target.value)} />
          <SelectField label={T.status} name="status" value={status} options={STATUSES} disabled={done}
            onChange={(e) => setStatus(e.target.value)} />
          {status === 'rejected' && !done && <ReasonField kind={kind} value={reason} onChange={setReason} error={errors.reason}
            keepsCurrent={request.status === 'rejected'} />}
          {proofAllowed && (
            <FileDrop label={T.proof} hint={T.proofHint} accept="image/*,application/pdf" file={file} error={errors.file} disabled={done}
              removeLabel={T.removeProof} onFile={(picked) => setFile(picked)} />
          )}
          <Button type="submit" className="btn-block" loading={isLoading} loadingText={T.busy} disabled={done}>
            {T.submit}
          </Button>
        </form>
      </CanChange>
    </Modal>
  );
}
