import { toSegment } from '@portal/domain';
import { GRAMMAR_CHECK_ERROR, type TAcceptedSuggestion } from '@portal/domain/api/grammar-check';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { downloadAcceptedSuggestions } from '../api/accept-suggestions.ts';

type TAcceptPanelProps = { identity: string; fileName: string; accepted: readonly TAcceptedSuggestion[] };

/**
 * The report's "accept this suggestion" path (docs/decisions.md): the ticked suggestions, downloaded as the
 * manuscript with them as tracked changes. Without digital editing the server says so, and the panel offers the
 * subscription.
 */
export function AcceptPanel({ identity, fileName, accepted }: TAcceptPanelProps) {
  const { t } = useTranslation();
  const lang = toSegment(useParams().lang);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDownload() {
    if (accepted.length === 0) {
      setError(GRAMMAR_CHECK_ERROR.acceptNone);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await downloadAcceptedSuggestions(identity, accepted);
      if (!result.ok) {
        setError(result.code);
        return;
      }
      const url = URL.createObjectURL(result.blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `${fileName.replace(/\.docx?$/i, '')} (accepted suggestions).docx`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError('grammar-check-accept-failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grammar-accept" aria-labelledby="grammar-accept-heading">
      <h2 id="grammar-accept-heading">{t('grammar-check-accept-heading')}</h2>
      <p>{t('grammar-check-accept-intro')}</p>
      <p aria-live="polite" data-testid="grammar-accept-count">
        {t('grammar-check-accept-count', { count: accepted.length })}
      </p>
      <Button onClick={() => void onDownload()} isBusy={isBusy}>
        {isBusy ? t('grammar-check-accept-downloading') : t('grammar-check-accept-download')}
      </Button>
      {error && (
        <div role="alert" className="grammar-accept__error">
          <p>{t(error)}</p>
          {error === GRAMMAR_CHECK_ERROR.acceptNeedsDigitalEditing && (
            <Link to={to(lang, paths.digitalEditingSubscribe)}>{t('grammar-check-accept-subscribe')}</Link>
          )}
        </div>
      )}
    </section>
  );
}
