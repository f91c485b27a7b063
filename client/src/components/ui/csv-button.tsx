import { useState } from 'react';
import { downloadFile } from '../../lib/api/download-file.js';
import { useComponentsText } from '../components.strings.js';
import { Button } from './button.js';
import './ui.css';

export interface CsvButtonProps {
  /** The CSV route with its filters ('/admin/rounds.csv?period=3h'). */
  path: string;
  /** The file name when the server names none. */
  fileName: string;
  label?: string;
}

/** Downloads a table as CSV (with the bearer token); a failure is said beside the button. */
export function CsvButton({ path, fileName, label }: CsvButtonProps) {
  const t = useComponentsText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : t('csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="csv-button">
      <Button variant="secondary" className="btn-small" loading={busy} loadingText={t('csv.downloading')} onClick={() => void download()}>
        {label ?? t('csv.download')}
      </Button>
      {failed && (
        <span className="field-error" role="alert">
          {failed}
        </span>
      )}
    </span>
  );
}
