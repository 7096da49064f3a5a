import { DIGITAL_EDIT_ERROR, DIGITAL_EDIT_EXTENSIONS } from '@portal/domain/api/digital-edit';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropField, hasExtension, type TFileDropStatus } from '../../../components/ui/file-drop-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createDigitalEdit } from '../api/digital-editing.ts';

/**
 * The upload form (researcher area §5 Digital edit upload): exactly one .doc or .docx, the style of English
 * required, a progress bar while the file goes up. `onCreated` gets the new edit; `onNoAccess` is called when
 * the server answers that there is no subscription.
 */
export function UploadForm({ onCreated, onNoAccess }: { onCreated: () => void; onNoAccess: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const styleErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [style, setStyle] = useState<TStyleOfEnglish | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isStyleMissing, setStyleMissing] = useState(false);
  const [isFailed, setFailed] = useState(false);
  const isTypeRefused = file !== null && !hasExtension(file, DIGITAL_EDIT_EXTENSIONS);
  const status: TFileDropStatus =
    progress !== null
      ? progress < 1
        ? 'uploading'
        : 'processing'
      : isTypeRefused
        ? 'filetype'
        : isFailed
          ? 'failure'
          : file
            ? 'ready'
            : 'idle';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFailed(false);
    if (!style) {
      setStyleMissing(true);
      return;
    }
    if (!file || isTypeRefused) return;
    setProgress(0);
    try {
      await createDigitalEdit(file, style, setProgress);
      setFile(null);
      onCreated();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'generic error message';
      if (code === DIGITAL_EDIT_ERROR.subscriptionRequired) onNoAccess();
      setFailed(!(failure instanceof ApiError));
      setError(translateMessage(t, code));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="digital-editing__upload card" onSubmit={onSubmit} noValidate aria-labelledby={`${fileId}-heading`}>
      <h2 id={`${fileId}-heading`}>{t('digital-editing-upload-title')}</h2>
      <FileDropField
        label={t('digital-editing-file-label')}
        file={file}
        status={status}
        progress={progress ?? 0}
        extensions={DIGITAL_EDIT_EXTENSIONS}
        onFile={(next) => {
          setError(null);
          setFailed(false);
          setFile(next);
        }}
      />
      <fieldset className="digital-editing__styles" aria-describedby={isStyleMissing ? styleErrorId : undefined}>
        <legend>{t('digital-editing-style-label')}</legend>
        {(['british', 'american'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="styleOfEnglish"
              value={option}
              checked={style === option}
              onChange={() => {
                setStyle(option);
                setStyleMissing(false);
              }}
            />
            {t(`digital-editing-style-${option}`)}
          </label>
        ))}
      </fieldset>
      {isStyleMissing && (
        <p id={styleErrorId} className="digital-editing__field-error" role="alert">
          {t(DIGITAL_EDIT_ERROR.styleRequired)}
        </p>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" disabled={!file || isTypeRefused} isBusy={progress !== null}>
        {t('digital-editing-submit')}
      </Button>
    </form>
  );
}
