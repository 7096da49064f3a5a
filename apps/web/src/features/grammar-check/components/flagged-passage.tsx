import type { TFlaggedPassage } from '@portal/domain/api/grammar-check';
import { useTranslation } from '../../../lib/translation.ts';
import { inlineChangeOf, suggestionsShown } from '../utils/report-view.ts';

type TFlaggedPassageProps = {
  passage: TFlaggedPassage;
  /** The accept box, when the researcher may take suggestions into their manuscript (docs/decisions.md). */
  accept?: { isAccepted: boolean; onChange: (isAccepted: boolean) => void };
};

/**
 * One finding of the report: its sentence with the first suggestion applied in place (struck-through and
 * underlined text, each with a label for screen readers), the change in words ("Replace X with Y"), the
 * message in the page's language and the other suggestions.
 */
export function FlaggedPassage({ passage, accept }: TFlaggedPassageProps) {
  const { t, i18n } = useTranslation();
  const change = inlineChangeOf(passage);
  const message = passage.messageKey
    ? t(`grammar-check-rule-${passage.messageKey}`, passage.messageValues)
    : // A check stored before messages had keys: its English message on an English page, else its category's.
      i18n.language === 'en'
      ? passage.message
      : t(`grammar-check-rule-harper-category-${passage.category}`, { word: passage.text });
  // Said in words without the spaces around the flagged text ("the the" flags " the").
  const described = { text: change.flagged.trim(), suggestion: change.suggestion.trim() || change.suggestion };
  const others = suggestionsShown(passage).slice(1);
  const id = `grammar-passage-${passage.paragraph}-${passage.start}`;

  return (
    <li className="grammar-passage">
      <p className="grammar-passage__sentence">
        {change.before}
        {change.kind === 'none' && <mark>{change.flagged}</mark>}
        {change.kind === 'insert' && <span className="grammar-passage__kept">{change.flagged}</span>}
        {(change.kind === 'replace' || change.kind === 'delete') && (
          <del>
            <span className="visually-hidden">{t('grammar-check-deleted')} </span>
            {change.flagged}
          </del>
        )}
        {(change.kind === 'replace' || change.kind === 'insert') && (
          <ins>
            <span className="visually-hidden"> {t('grammar-check-inserted')} </span>
            {change.suggestion}
          </ins>
        )}
        {change.after}
      </p>
      {change.kind !== 'none' && (
        <p className="grammar-passage__change" id={`${id}-change`}>
          {t(`grammar-check-change-${change.kind}`, described)}
        </p>
      )}
      <p className="grammar-report__message">
        {t(`grammar-check-category-${passage.category}`)}: {message}
      </p>
      {others.length > 0 && (
        <p>
          {t('grammar-check-other-suggestions', {
            suggestions: others
              .map((shown) => (shown.isDeletion ? t('grammar-check-suggestion-delete', { text: shown.text }) : shown.text))
              .join(', '),
          })}
        </p>
      )}
      {accept && change.kind !== 'none' && (
        <label className="grammar-passage__accept">
          <input
            type="checkbox"
            checked={accept.isAccepted}
            onChange={(event) => accept.onChange(event.target.checked)}
            aria-describedby={`${id}-change`}
          />
          {t('grammar-check-accept')}
        </label>
      )}
    </li>
  );
}
