import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { useSetLatestNewsMutation } from '../api/settings-api.js';
import { MODALS as T, SETTINGS } from '../admin-settings.strings.js';
import { isNewsUrl } from '../validation.js';
import { useSaveSetting } from './use-save-setting.js';

export interface SettingModalProps {
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Set Latest News: the URL of the players' news line (http:// or https://). */
export function NewsModal({ current, onClose, onSaved }: SettingModalProps & { current: string | null }) {
  const [url, setUrl] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [setNews, { isLoading }] = useSetLatestNewsMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isNewsUrl(url)) return setError(T.invalidUrl);
    setError(null);
    void save(() => setNews(url.trim()).unwrap());
  };

  return (
    <Modal title={SETTINGS.setNews} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label={T.newsUrl} name="url" type="url" inputMode="url" placeholder={T.newsPlaceholder} value={url} error={error}
          onChange={(e) => setUrl(e.target.value)} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={T.busy}>
          {T.save}
        </Button>
      </form>
    </Modal>
  );
}
