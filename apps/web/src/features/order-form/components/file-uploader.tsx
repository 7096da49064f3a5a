import type { TOrderFile } from '@portal/domain';
import { type DragEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useApplication } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useDeleteOrderFile } from '../api/delete-order-file.ts';
import type { TFileKind } from '../api/upload-order-file.ts';
import type { TUpload } from '../hooks/use-file-uploads.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { formatFileSize } from '../utils/format-date.ts';
import './file-uploader.css';

type TFileUploaderProps = {
  kinds: readonly TFileKind[];
  uploads: readonly TUpload[];
  onUpload: (kind: TFileKind, files: readonly File[]) => void;
  onDismiss: (key: string) => void;
};

function filesOfKind(manuscripts: ReturnType<typeof useOrderForm>['manuscripts'], kind: TFileKind): TOrderFile[] {
  if (kind === 'main') return manuscripts.main;
  if (kind === 'figure') return manuscripts.figures;
  if (kind === 'table') return manuscripts.tables;
  return manuscripts.references.filter((f) => f.kind === kind);
}

/** One drop zone per kind of file, each with a keyboard-reachable file input, progress and removal. */
export function FileUploader({ kinds, uploads, onUpload, onDismiss }: TFileUploaderProps) {
  return (
    <div className="file-uploader">
      {kinds.map((kind) => (
        <UploadZone
          key={kind}
          kind={kind}
          uploads={uploads.filter((u) => u.kind === kind)}
          onUpload={(files) => onUpload(kind, files)}
          onDismiss={onDismiss}
        />
      ))}
    </div>
  );
}

function UploadZone({
  kind,
  uploads,
  onUpload,
  onDismiss,
}: {
  kind: TFileKind;
  uploads: readonly TUpload[];
  onUpload: (files: readonly File[]) => void;
  onDismiss: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { allowedFileTypes } = useApplication();
  const order = useOrderForm();
  const deleteFile = useDeleteOrderFile();
  const inputId = useId();
  const titleId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const files = filesOfKind(order.manuscripts, kind);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (event.dataTransfer.files.length > 0) onUpload([...event.dataTransfer.files]);
  };

  return (
    <section className="upload-zone" aria-labelledby={titleId}>
      <h3 id={titleId} className="upload-zone__title">
        {t(`order-form-files-${kind}-title`)}
      </h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard path */}
      <div
        className={`drop-zone upload-zone__drop${isDragging ? ' upload-zone__drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <p className="upload-zone__hint">{t('order-form-files-drop-hint')}</p>
        <input
          id={inputId}
          className="upload-zone__input"
          type="file"
          multiple
          accept={allowedFileTypes.map((type) => `.${type}`).join(',')}
          onChange={(event) => {
            const chosen = event.currentTarget.files;
            if (chosen && chosen.length > 0) onUpload([...chosen]);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={inputId} className="button button--secondary upload-zone__button">
          {t(`order-form-files-${kind}-choose`)}
        </label>
        <p className="upload-zone__types">{t('order-form-files-allowed-types', { types: allowedFileTypes.join(', ') })}</p>
      </div>

      {files.length > 0 || uploads.length > 0 ? (
        <ul className="file-list" aria-label={t(`order-form-files-${kind}-title`)}>
          {files.map((file) => (
            <li key={file.identity} className="file-list__item">
              <span className="file-list__name">{file.name}</span>
              <span className="file-list__meta">{formatFileSize(file.size, i18n.language)}</span>
              <Button
                variant="link"
                className="file-list__remove"
                aria-label={t('order-form-files-remove-named', { name: file.name })}
                isBusy={deleteFile.isPending && deleteFile.variables === file.identity}
                onClick={() => deleteFile.mutate(file.identity)}
              >
                {t('order-form-files-remove')}
              </Button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className={`file-list__item${upload.error ? ' file-list__item--failed' : ''}`}>
              <span className="file-list__name">{upload.name}</span>
              {upload.error ? (
                <>
                  <span className="file-list__error" role="alert">
                    {translateMessage(t, upload.error)}
                  </span>
                  <Button
                    variant="link"
                    className="file-list__remove"
                    aria-label={t('order-form-files-dismiss-named', { name: upload.name })}
                    onClick={() => onDismiss(upload.key)}
                  >
                    {t('order-form-files-dismiss')}
                  </Button>
                </>
              ) : (
                <span className="file-list__progress">
                  <progress
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('order-form-files-progress', { name: upload.name })}
                  />
                  <span className="file-list__percent" aria-hidden="true">
                    {Math.round(upload.progress * 100)}%
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
