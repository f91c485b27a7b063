import { useEffect, useState } from 'react';
import { fetchProtectedFile } from '../../lib/api/fetch-file.js';
import { useComponentsText } from '../components.strings.js';
import './widgets.css';

export interface ProtectedFileProps {
  /** The server path of the file (a request's image_path). */
  path: string;
  /** What the file is, for the picture's alternative text and the link. */
  label: string;
  loadingText?: string;
  failedText?: string;
  openText?: string;
}

type Loaded = { path: string; url: string; type: string } | { path: string; failed: true };

/**
 * Shows an uploaded file that needs the session's token: a picture inline (with a link to
 * open it full size), anything else (a PDF) as a link that opens it. The object URL is given
 * back when the path changes or the viewer closes.
 */
export function ProtectedFile({ path, label, loadingText, failedText, openText }: ProtectedFileProps) {
  const t = useComponentsText();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchProtectedFile(path, controller.signal)
      .then(({ blob, type }) => {
        url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
        setLoaded({ path, url, type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ path, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (!loaded || loaded.path !== path) return <p className="muted">{loadingText ?? t('protectedFile.loading')}</p>;
  if ('failed' in loaded) return <p className="field-error">{failedText ?? t('protectedFile.failed')}</p>;
  const image = loaded.type.startsWith('image/');
  return (
    <div className="attachment">
      {image && <img className="attachment-image" src={loaded.url} alt={label} />}
      <a href={loaded.url} target="_blank" rel="noopener noreferrer" download={image ? undefined : fileName(path, loaded.type)}>
        {openText ?? t('protectedFile.open')}
      </a>
    </div>
  );
}

function fileName(path: string, type: string): string {
  const base = path.split('?')[0]!.split('/').pop() || 'attachment';
  return type === 'application/pdf' && !base.toLowerCase().endsWith('.pdf') ? `${base}.pdf` : base;
}
