import {
  deadlineNotice,
  formatMoney,
  sanitiseWordCountInput,
  WORD_COUNT_DEBOUNCE_MS,
  wordCountChangeError,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useAccount } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { binPriceQuery } from '../api/get-bin-price.ts';
import { useUpdateWordCount } from '../api/update-word-count.ts';
import { errorKeyOf } from '../hooks/save-error.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import './word-count-change.css';

/** The word-count change in the summary: digits only, the new price previewed 400 ms after typing stops. */
export function WordCountChange({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const order = useOrderForm();
  const account = useAccount();
  const update = useUpdateWordCount();
  const [text, setText] = useState(order.wordCount === null ? '' : String(order.wordCount));
  const [serverError, setServerError] = useState<string | null>(null);
  const error = wordCountChangeError(text);
  const value = error ? null : sanitiseWordCountInput(text);
  const debounced = useDebouncedValue(value, WORD_COUNT_DEBOUNCE_MS);
  const preview = useQuery({
    ...binPriceQuery(order.identity, debounced ?? 0),
    enabled: debounced !== null && debounced !== order.wordCount,
  });
  const user = account.data?.user;
  const notice =
    value === null
      ? null
      : deadlineNotice({
          wordCount: value,
          hasTranslation: order.hasTranslation,
          hasScientificEditing: order.hasScientificEditing,
          isImpersonated: Boolean(user?.loggedIn && user.impersonatorIdentity),
        });
  const previewError = preview.data?.error ?? (preview.data && !preview.data.newService ? 'no-service-option' : null);

  const onSubmit = () => {
    if (value === null) return;
    setServerError(null);
    update.mutate(value, {
      onSuccess: onDone,
      // The count is saved even without a price; the summary then tells the researcher to ask support.
      onError: (failure) => (errorKeyOf(failure) === 'no-service-option' ? onDone() : setServerError(errorKeyOf(failure))),
    });
  };

  return (
    <form
      className="word-count-change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={t('order-form-word-count')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error ?? undefined}
        // Digits only, capped; anything non-numeric clears the field (spec §5).
        onChange={(event) => {
          const next = sanitiseWordCountInput(event.currentTarget.value);
          setText(next === null ? '' : String(next));
          setServerError(null);
        }}
      />
      <div className="word-count-change__status" aria-live="polite">
        {preview.isFetching ? <p className="field__hint">{t('order-form-word-count-pricing')}</p> : null}
        {!preview.isFetching && preview.data?.newService && debounced === value ? (
          <p className="field__hint">
            {t('order-form-word-count-new-price', {
              bin: preview.data.newService.newWordBin,
              total: formatMoney(preview.data.newService.total, order.currency),
            })}
          </p>
        ) : null}
        {previewError && !preview.isFetching ? <Alert kind="warning">{translateMessage(t, previewError)}</Alert> : null}
        {notice ? <Alert kind="info">{t(notice)}</Alert> : null}
        {serverError ? <Alert kind="error">{translateMessage(t, serverError)}</Alert> : null}
      </div>
      <div className="word-count-change__actions">
        <Button type="submit" disabled={error !== null || value === order.wordCount} isBusy={update.isPending}>
          {t('order-form-word-count-update')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('order-form-cancel')}
        </Button>
      </div>
    </form>
  );
}
