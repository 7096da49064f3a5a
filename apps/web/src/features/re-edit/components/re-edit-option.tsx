import { REEDIT_DISCOUNT_PERCENT, type TLanguageSegment, type TReeditOption } from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { reeditPaths } from '../utils/re-edit-paths.ts';

type TOptionText = { title: string; text: string; action: string };

const TEXTS: Record<TReeditOption, TOptionText> = {
  'touch-up': { title: 're-edit-touch-up-title', text: 're-edit-touch-up-text', action: 're-edit-continue' },
  're-edit': { title: 're-edit-paid-title', text: 're-edit-paid-text', action: 're-edit-continue' },
  'contact-support': { title: 're-edit-contact-title', text: 're-edit-contact-text', action: 're-edit-contact-link' },
  'additional-work': { title: 're-edit-additional-title', text: 're-edit-additional-text', action: 're-edit-additional-link' },
};

/** One choice of the re-edit page (researcher area §6): what it is, and the link that starts it. */
export function ReeditOptionCard({
  option,
  externalId,
  lang,
}: {
  option: TReeditOption;
  externalId: string;
  lang: TLanguageSegment;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const texts = TEXTS[option];
  const params = { percent: REEDIT_DISCOUNT_PERCENT };
  const isPrimary = option === 'touch-up' || option === 're-edit';
  const className = `button ${isPrimary ? 'button--primary' : 'button--secondary'} re-edit-option__action`;
  return (
    <section className={`card re-edit-option re-edit-option--${option}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="re-edit-option__title">
        {t(texts.title, params)}
      </h2>
      <p>{t(texts.text, params)}</p>
      {option === 'contact-support' ? (
        <Link className={className} to={reeditPaths.contactSupport(lang, externalId)} aria-describedby={titleId}>
          {t(texts.action)}
        </Link>
      ) : (
        // The order-form links are the server's: they open the form and redirect to it.
        <a
          className={className}
          href={
            option === 'additional-work'
              ? reeditPaths.reworkForm(lang, externalId)
              : reeditPaths.reeditForm(lang, externalId, option)
          }
          aria-describedby={titleId}
        >
          {t(texts.action)}
        </a>
      )}
    </section>
  );
}
