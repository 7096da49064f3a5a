import { DIGITAL_EDIT_ERROR } from '@portal/domain/api/digital-edit';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { downloadUrl } from '../api/digital-editing.ts';

/**
 * Downloads an edit's tracked-changes .docx. The file is fetched first, so that an answer that is JSON or an error
 * (the edit was archived, its file is gone) shows 'curie.file-archived' instead of leaving the page (§8).
 */
export function DownloadButton(props: { identity: string; fileName: string; label: string; variant?: 'primary' | 'link' }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(downloadUrl(props.identity), {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Page-Language': currentLocale() },
        credentials: 'same-origin',
      });
      if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) throw new Error('archived');
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = props.fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(t(DIGITAL_EDIT_ERROR.fileArchived));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={props.variant ?? 'link'} onClick={() => void onClick()} isBusy={isBusy}>
        {props.label}
      </Button>
      {error && (
        <span className="digital-editing__field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
