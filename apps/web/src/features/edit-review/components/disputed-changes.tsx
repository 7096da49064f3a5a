import './review-questions.css';
import type { TReviewChange } from '@portal/domain/api/edit-review';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { requestReviewReedit } from '../api/questions.ts';
import { chosenForReedit } from '../utils/question-state.ts';

type TDisputedChangesProps = {
  externalId: string;
  file: string;
  /** The changes asked about, in the file's order. */
  disputed: readonly TReviewChange[];
  onSelect: (changeId: string) => void;
};

/**
 * The disputed changes (those asked about), each ticked, and "Request a re-edit of these N changes": the
 * server opens the re-edit order form (touch-up or paid re-edit, priced as the order's re-edit link) with
 * their passages in the note to the editor, and the page goes there.
 */
export function DisputedChanges({ externalId, file, disputed, onSelect }: TDisputedChangesProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const [isFailed, setIsFailed] = useState(false);
  const chosen = chosenForReedit(disputed, unticked);
  if (disputed.length === 0) return null;

  function toggle(changeId: string) {
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(changeId)) next.add(changeId);
      return next;
    });
  }

  async function onRequest() {
    setIsBusy(true);
    setIsFailed(false);
    try {
      const { location } = await requestReviewReedit(externalId, { file, changes: chosen });
      navigate(location);
    } catch {
      setIsFailed(true);
      setIsBusy(false);
    }
  }

  return (
    <section className="review-disputed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="review-disputed__title">
        {t('review-disputed-title')}
      </h2>
      <p className="review-panel__hint">{t('review-disputed-lead')}</p>
      <ul className="review-disputed__list">
        {disputed.map((change) => (
          <li key={change.id}>
            <input
              type="checkbox"
              id={`${id}-${change.id}`}
              checked={!unticked.has(change.id)}
              onChange={() => toggle(change.id)}
            />
            <label htmlFor={`${id}-${change.id}`}>
              <span className={`review-kind review-kind--${change.kind}`}>{t(`review-change-${change.kind}`)}</span> {change.text}
            </label>{' '}
            <Button
              variant="link"
              onClick={() => onSelect(change.id)}
              aria-label={`${t('review-question-marker')}: ${change.text}`}
            >
              {t('review-question-marker')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRequest} isBusy={isBusy} disabled={chosen.length === 0}>
        {t('review-reedit-request', { count: chosen.length })}
      </Button>
      <p className="review-panel__hint">{t('review-reedit-hint')}</p>
      {isFailed ? <Alert kind="error">{t('review-reedit-failure')}</Alert> : null}
    </section>
  );
}
