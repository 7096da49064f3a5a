import { zodResolver } from '@hookform/resolvers/zod';
import { ZManuscriptDetailsRequest } from '@portal/domain';
import { type Ref, useImperativeHandle } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useUpdateManuscriptDetails } from '../api/update-manuscript-details.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { LANGUAGE_ID_INPUT, ManuscriptFields } from './manuscript-fields.tsx';
import './manuscript-details-form.css';

type TInput = z.input<typeof ZManuscriptDetailsRequest>;
type TOutput = z.output<typeof ZManuscriptDetailsRequest>;

export type TManuscriptDetailsHandle = {
  /**
   * Validates and saves when the values differ from the order's; resolves whether the step may go
   * on. When optional, a form left empty is skipped.
   */
  save: (options?: { isOptional?: boolean }) => Promise<boolean>;
};

type TProps = {
  handleRef?: Ref<TManuscriptDetailsHandle>;
  /** Without it the form has no buttons of its own: the step's button saves it through `handleRef`. */
  onDone?: () => void;
  onCancel?: () => void;
};

/** The manual manuscript details: language and word count (1 to 999,999). */
export function ManuscriptDetailsForm({ handleRef, onDone, onCancel }: TProps) {
  const { t } = useTranslation();
  const order = useOrderForm();
  const update = useUpdateManuscriptDetails();
  const initialLanguage = order.manuscriptLanguageId ?? order.detectedLanguageId;
  const initialCount = order.wordCount ?? order.calculatedWordCount;
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZManuscriptDetailsRequest),
    defaultValues: {
      manuscriptLanguageId: initialLanguage ?? undefined,
      wordCount: initialCount === null ? '' : String(initialCount),
    },
  });
  const { errors } = form.formState;

  const save = (values: TOutput) =>
    values.manuscriptLanguageId === order.manuscriptLanguageId && values.wordCount === order.wordCount
      ? Promise.resolve(true)
      : update.mutateAsync(values).then(
          () => true,
          () => false,
        );

  useImperativeHandle(handleRef, () => ({
    save: ({ isOptional = false } = {}) =>
      new Promise<boolean>((resolve) => {
        const { manuscriptLanguageId, wordCount } = form.getValues();
        if (isOptional && !manuscriptLanguageId && String(wordCount ?? '').trim() === '') {
          resolve(true);
          return;
        }
        void form.handleSubmit(
          (values) => save(values).then(resolve),
          () => resolve(false),
        )();
      }),
  }));

  const fields = (
    <ManuscriptFields
      language={form.register('manuscriptLanguageId', LANGUAGE_ID_INPUT)}
      languageError={errors.manuscriptLanguageId?.message}
      wordCount={form.register('wordCount')}
      wordCountError={errors.wordCount?.message}
    />
  );

  if (!onDone) return <div className="manuscript-details-form">{fields}</div>;

  return (
    <form
      className="manuscript-details-form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save(values).then((isSaved) => {
          if (isSaved) onDone();
        }),
      )}
    >
      {fields}
      <div className="manuscript-details-form__actions">
        <Button type="submit" isBusy={update.isPending}>
          {t('order-form-save-details')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('order-form-cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
