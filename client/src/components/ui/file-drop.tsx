import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useComponentsText } from '../components.strings.js';
import './widgets.css';

export interface FileDropProps {
  label: string;
  /** What the zone says: how to add a file and which kinds are taken. */
  hint: string;
  /** The file picker's filter (`image/*`, `image/*,application/pdf`); the caller still checks. */
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | null;
  removeLabel?: string;
  disabled?: boolean;
}

/**
 * A file field that takes a dropped file or opens the picker on a click (or Enter/Space on
 * the focused input), with a preview: the picture itself for an image, the name and size
 * for anything else. The caller decides which files are acceptable and says why not.
 */
export function FileDrop({ label, hint, accept, file, onFile, error, removeLabel, disabled }: FileDropProps) {
  const t = useComponentsText();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const image = file !== null && file.type.startsWith('image/');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div className="field file-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className={`file-drop${dragging ? ' file-drop-active' : ''}${error ? ' file-drop-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop"
      >
        <input
          id={id}
          type="file"
          className="file-drop-input"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            // Cleared so that picking the same file again after a removal still reports it.
            event.target.value = '';
            if (picked) onFile(picked);
          }}
        />
        <label htmlFor={id} className="file-drop-zone" id={`${id}-hint`}>
          {hint}
        </label>
        {file && (
          <div className="file-preview">
            {image ? <ImagePreview file={file} /> : <span className="file-preview-icon" aria-hidden="true">PDF</span>}
            <span className="file-preview-name">
              {file.name} <span className="muted">({formatSize(file.size)})</span>
            </span>
            <button type="button" className="file-remove" onClick={() => onFile(null)} disabled={disabled}>
              {removeLabel ?? t('fileDrop.remove')}
            </button>
          </div>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The picked image, through an object URL that is given back when the file changes. */
function ImagePreview({ file }: { file: File }) {
  const t = useComponentsText();
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!img.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} className="file-preview-image" alt={t('fileDrop.preview', { name: file.name })} />;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
