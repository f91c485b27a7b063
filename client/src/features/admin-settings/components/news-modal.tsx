import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useSetLatestNewsMutation } from '../api/settings-api.js';
import { NEWS_PLACEHOLDER, useSettingsText } from '../admin-settings.strings.js';
import { isNewsUrl } from '../validation.js';
import { useSaveSetting } from './use-save-setting.js';

export interface SettingModalProps {
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Set Latest News: the URL of the players' news line (http:// or https://). */
export function NewsModal({ current, onClose, onSaved }: SettingModalProps & { current: string | null }) {
  const t = useSettingsText();
  const [url, setUrl] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [setNews, { isLoading }] = useSetLatestNewsMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isNewsUrl(url)) {
      setError(t('modal.invalidUrl'));
      return checks.refuse([{ label: t('modal.newsUrl'), message: t('modal.invalidUrl') }]);
    }
    setError(null);
    checks.accept();
    void save(() => setNews(url.trim()).unwrap());
  };

  return (
    <Modal title={t('page.setNews')} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <FormField label={t('modal.newsUrl')} name="url" type="url" inputMode="url" placeholder={NEWS_PLACEHOLDER} value={url} error={error}
          onChange={(e) => setUrl(e.target.value)} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('modal.busy')}>
          {t('modal.save')}
        </Button>
      </form>
    </Modal>
  );
}
