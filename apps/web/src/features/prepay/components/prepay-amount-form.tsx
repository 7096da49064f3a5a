import { formatMoney, type TCurrency } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { readPrepayAmount } from '../utils/prepay-amount.ts';

type TPrepayAmountFormProps = {
  currency: TCurrency;
  minimum: number;
  initialText: string;
  onNext: (amount: number, text: string) => void;
};

/** The amount to prepay, checked against the currency's minimum when Next is pressed. */
export function PrepayAmountForm({ currency, minimum, initialText, onNext }: TPrepayAmountFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = readPrepayAmount(text, minimum, currency);
    if (result.error !== null) {
      setError(result.error);
      return;
    }
    onNext(result.amount, text);
  }

  return (
    <form className="prepay-amount" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('prepay-amount-label', { currency: currency.isoCode })}
        hint={t('prepay-amount-hint', { price: formatMoney(minimum, currency) })}
        inputMode="decimal"
        autoComplete="off"
        isRequired
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">{t('prepay-next')}</Button>
    </form>
  );
}
