import { useState } from 'react';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useSettingsText } from '../admin-settings.strings.js';

/**
 * A settings modal's save (spec section 4, admin modals): on success (err 'N') the modal
 * closes and the page says what the server said; on failure it stays open with the error.
 */
export function useSaveSetting(onSaved: (message: string) => void) {
  const t = useSettingsText();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (call: () => Promise<{ msg?: string }>) => {
    setFailure(null);
    try {
      const reply = await call();
      onSaved(reply.msg ?? '');
    } catch (error) {
      setFailure(serverMessage(error) ?? t('modal.failed'));
    }
  };
  return { failure, save, clearFailure: () => setFailure(null) };
}
