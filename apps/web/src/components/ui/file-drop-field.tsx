import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { formatFileSize } from '../../lib/file-size.ts';
import { useTranslation } from '../../lib/translation.ts';
import { Button } from './button.tsx';
import './file-drop-field.css';

/**
 * What the field shows under the drop area: nothing chosen, a file ready to send (removable), the upload
 * running (progress bar), the server working on it (spinner), a refused type (tooltip) or a failed upload.
 */
export type TFileDropStatus = 'idle' | 'ready' | 'uploading' | 'processing' | 'filetype' | 'failure';

type TFileDropFieldProps = {
  /** The field's visible name (also the file input's label). */
  label: ReactNode;
  file: File | null;
  status: TFileDropStatus;
  /** Called with the chosen or dropped file, or null when the researcher removes it. */
  onFile: (file: File | null) => void;
  /** The fraction sent while `status` is 'uploading' (0 to 1). */
  progress?: number;
  /** Extensions without the dot; the input's accept list is built from them. */
  extensions?: readonly string[];
  /** The page's own words for a file ready to send (e.g. "x is ready to check"); the file name by default. */
  readyText?: ReactNode;
  /** The page's own words for a failed upload; a generic text by default. */
  failureText?: ReactNode;
  disabled?: boolean;
};

/** Whether a file name ends with one of the extensions (case-insensitive). */
export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return extensions.some((extension) => name.endsWith(`.${extension.toLowerCase()}`));
}

/**
 * One file, chosen with a real "Choose file" button or dropped on the area. The native input is out of the
 * tab order and visually hidden but keeps its label, so assistive technology and tests can still reach it;
 * the button is the keyboard path. Status changes are announced through a polite live region.
 */
export function FileDropField({
  label,
  file,
  status,
  onFile,
  progress = 0,
  extensions = ['doc', 'docx'],
  readyText,
  failureText,
  disabled = false,
}: TFileDropFieldProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const statusId = useId();
  const typesId = useId();
  const [isDragging, setDragging] = useState(false);
  const isBusy = status === 'uploading' || status === 'processing';
  const isLocked = disabled || isBusy;
  const types = extensions.map((extension) => `.${extension}`).join(', ');
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);

  function choose(next: File | null) {
    if (inputRef.current) inputRef.current.value = '';
    onFile(next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (isLocked) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  }

  return (
    <div className={`field file-drop-field${status === 'filetype' || status === 'failure' ? ' field--invalid' : ''}`}>
      <label id={labelId} htmlFor={inputId} className="field__label">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the Choose file button is the keyboard path */}
      <div
        className={`drop-zone file-drop-field__zone${isDragging ? ' is-dragging' : ''}${isLocked ? ' is-locked' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!isLocked) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = isLocked ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <svg className="file-drop-field__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3" />
        </svg>
        <p className="file-drop-field__hint">{t(isDragging ? 'file-upload-drop-active' : 'file-upload-drop-hint')}</p>
        <input
          ref={inputRef}
          id={inputId}
          className="file-drop-field__input"
          type="file"
          accept={types.replaceAll(' ', '')}
          tabIndex={-1}
          disabled={isLocked}
          aria-describedby={`${typesId} ${statusId}`}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <Button
          variant="secondary"
          className="file-drop-field__button"
          disabled={isLocked}
          aria-describedby={`${labelId} ${typesId} ${statusId}`}
          onClick={() => inputRef.current?.click()}
        >
          {t('file-upload-choose')}
        </Button>
        <p id={typesId} className="file-drop-field__types">
          {t('file-upload-accepted', { types })}
        </p>
      </div>

      <div id={statusId} className="file-drop-field__status" aria-live="polite">
        {file && status !== 'idle' && (
          <div className={`file-drop-field__file is-${status}`}>
            <span className="visually-hidden">{t('file-upload-chosen')}</span>
            <span className="file-drop-field__name">{file.name}</span>
            <span className="file-drop-field__size">{formatFileSize(file.size, i18n.language)}</span>
            {!isBusy && (
              <Button
                variant="link"
                className="file-drop-field__remove"
                aria-label={t('file-upload-remove-named', { fileName: file.name })}
                disabled={disabled}
                onClick={() => choose(null)}
              >
                {t('file-upload-remove')}
              </Button>
            )}
            {status === 'ready' && <span className="file-drop-field__message">{readyText ?? null}</span>}
            {status === 'uploading' && (
              <span className="file-drop-field__progress">
                <progress max={100} value={percent} aria-label={t('file-upload-progress', { fileName: file.name })} />
                <span aria-hidden="true">{percent}%</span>
              </span>
            )}
            {status === 'processing' && (
              // The bytes are sent (step 1); the server reads the file before it answers (step 2).
              <span className="file-drop-field__progress" role="status">
                <progress max={100} aria-label={t('job-progress-label')} />
                <span>
                  {t('job-progress-step', {
                    step: 2,
                    steps: 2,
                    name: t('file-upload-processing', { fileName: file.name }),
                  })}
                </span>
              </span>
            )}
            {status === 'filetype' && (
              <span className="file-drop-field__tooltip" role="tooltip">
                <strong>{t('Filetype not allowed')}</strong> {t('file-upload-filetype-hint', { types })}
              </span>
            )}
            {status === 'failure' && (
              <span className="file-drop-field__message file-drop-field__error">{failureText ?? t('file-upload-failure')}</span>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
