import './automated-edit-notice.css';
import { useTranslation } from '../../../lib/translation.ts';
import { professionalEditingUrl } from '../../digital-editing/api/digital-editing.ts';

/**
 * In place of questions to the editor on a digital edit's review: the changes are the automated editor's, so
 * nobody answers a question on one; an editor's judgement is an order of human editing, with this manuscript
 * attached (docs/decisions.md, "Review the edits of a digital edit").
 */
export function AutomatedEditNotice({ identity }: { identity: string }) {
  const { t } = useTranslation();
  return (
    <section className="review-page__automated" aria-labelledby="review-automated-title">
      <h2 id="review-automated-title">{t('review-automated-title')}</h2>
      <p>{t('review-automated-body')}</p>
      <a href={professionalEditingUrl(identity)}>{t('review-automated-link')}</a>
    </section>
  );
}
