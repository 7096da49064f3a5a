import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import './manuscript-fields.css';

/** An empty choice is no number, so the schema reports the language as missing rather than as 0. */
export const LANGUAGE_ID_INPUT = { setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)) };

type TProps = {
  /** `register('manuscriptLanguageId', LANGUAGE_ID_INPUT)` of the form the fields belong to. */
  language: UseFormRegisterReturn;
  languageError: string | undefined;
  wordCount: UseFormRegisterReturn;
  wordCountError: string | undefined;
};

/** The manuscript's language and word count, as the details form and the rework step both ask them. */
export function ManuscriptFields({ language, languageError, wordCount, wordCountError }: TProps) {
  const { t } = useTranslation();
  const order = useOrderForm();
  return (
    <div className="manuscript-details-form__fields">
      <SelectField label={t('order-form-manuscript-language')} isRequired error={languageError} {...language}>
        <SelectOptions
          placeholder={t('order-form-choose-language')}
          options={order.manuscriptLanguages.map((option) => ({ value: option.id, label: option.name }))}
        />
      </SelectField>
      <TextField
        label={t('order-form-word-count')}
        isRequired
        inputMode="numeric"
        autoComplete="off"
        hint={t('order-form-word-count-hint')}
        error={wordCountError}
        {...wordCount}
      />
    </div>
  );
}
