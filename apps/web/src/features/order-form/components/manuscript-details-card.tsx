import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { formatNumber } from '../utils/format-date.ts';
import './manuscript-details-card.css';

/**
 * The manual form (react-hook-form and the zod rules) loads when it is opened: the services steps, which show this
 * card closed, do not wait for it.
 */
const ManuscriptDetailsForm = lazy(() =>
  import('./manuscript-details-form.tsx').then((module) => ({ default: module.ManuscriptDetailsForm })),
);

/** File name, language and word count of the manuscript, with 'Edit details' opening the manual form. */
export function ManuscriptDetailsCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  // Without a language or word count there is no price: the form opens at once.
  const [isEditing, setIsEditing] = useState(order.wordCount === null || order.manuscriptLanguageId === null);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const language = order.manuscriptLanguages.find((l) => l.id === order.manuscriptLanguageId);
  const fileNames = order.manuscripts.main.map((f) => f.name);

  return (
    <section className="card order-card manuscript-card" aria-labelledby={titleId}>
      <div className="order-card__header">
        <Heading id={titleId} className="order-card__title">
          {t('order-form-manuscript-details')}
        </Heading>
        {isEditing ? null : (
          <Button variant="link" onClick={() => setIsEditing(true)}>
            {t('order-form-edit-details')}
          </Button>
        )}
      </div>
      {isEditing ? (
        <Suspense fallback={<Spinner size="small" label={t('order-form-loading')} />}>
          <ManuscriptDetailsForm onDone={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <dl className="detail-list">
          <div>
            <dt>{t('order-form-file-name')}</dt>
            <dd>{fileNames.length > 0 ? fileNames.join(', ') : t('order-form-no-files-yet')}</dd>
          </div>
          <div>
            <dt>{t('order-form-manuscript-language')}</dt>
            <dd>{language?.name ?? t('order-form-not-set')}</dd>
          </div>
          <div>
            <dt>{t('order-form-word-count')}</dt>
            <dd>{order.wordCount === null ? t('order-form-not-set') : formatNumber(order.wordCount, i18n.language)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
