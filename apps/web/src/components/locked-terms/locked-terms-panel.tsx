import { LOCKED_TERM_MAX_LENGTH } from '@portal/domain/rules/locked-terms';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translation.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useLockedTermChanges, useLockedTerms } from './locked-terms-api.ts';
import './locked-terms.css';

type TLockedTermsPanelProps = {
  /** Translation asks for the English rendering of a source-language term; editing keeps terms as they are. */
  withRendering?: boolean;
};

/**
 * The researcher's glossary of locked terms (gene names, abbreviations, a lab's spellings): listed, added and
 * removed here, on the digital-editing and translation pages. Its texts are the `locked-terms` catalogue.
 */
export function LockedTermsPanel({ withRendering = false }: TLockedTermsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const termId = useId();
  const renderingId = useId();
  const terms = useLockedTerms();
  const { add, remove } = useLockedTermChanges();
  const [term, setTerm] = useState('');
  const [rendering, setRendering] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!term.trim()) {
      setError(t('locked-term-required'));
      return;
    }
    try {
      await add.mutateAsync({ term, rendering: withRendering && rendering.trim() ? rendering : null });
      setTerm('');
      setRendering('');
    } catch (failure) {
      setError(translateMessage(t, failure instanceof ApiError ? failure.code : 'generic error message'));
    }
  }

  return (
    <section className="locked-terms card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('locked-terms-title')}</h2>
      <p className="locked-terms__intro">{t(withRendering ? 'locked-terms-intro-translation' : 'locked-terms-intro')}</p>
      <form className="locked-terms__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={termId}>{t('locked-terms-term-label')}</label>
        <input
          id={termId}
          name="term"
          value={term}
          maxLength={LOCKED_TERM_MAX_LENGTH}
          onChange={(event) => setTerm(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {withRendering && (
          <>
            <label htmlFor={renderingId}>{t('locked-terms-rendering-label')}</label>
            <input
              id={renderingId}
              name="rendering"
              value={rendering}
              maxLength={LOCKED_TERM_MAX_LENGTH}
              onChange={(event) => setRendering(event.target.value)}
            />
          </>
        )}
        <Button type="submit" variant="secondary" isBusy={add.isPending}>
          {t('locked-terms-add')}
        </Button>
      </form>
      {error && <Alert kind="error">{error}</Alert>}
      {terms.isPending && <Spinner size="small" label={t('locked-terms-loading')} />}
      {terms.data && terms.data.lockedTerms.length === 0 && <p className="locked-terms__empty">{t('locked-terms-empty')}</p>}
      {terms.data && terms.data.lockedTerms.length > 0 && (
        <ul className="locked-terms__list" aria-label={t('locked-terms-list-label')}>
          {terms.data.lockedTerms.map((item) => (
            <li key={item.id}>
              <span className="locked-terms__term">{item.term}</span>
              {item.rendering && <span className="locked-terms__rendering">→ {item.rendering}</span>}
              <Button
                variant="link"
                onClick={() => remove.mutate(item.id)}
                aria-label={t('locked-terms-remove-label', { term: item.term })}
              >
                {t('locked-terms-remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
