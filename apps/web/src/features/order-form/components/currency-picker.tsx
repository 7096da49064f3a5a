import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { currenciesQuery } from '../api/get-currencies.ts';
import { useUpdateDetails } from '../api/update-details.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import './currency-picker.css';

/** For visitors without a currency: choose one (never CNY), confirmed before it is set (spec §4). */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const currencies = useQuery(currenciesQuery);
  const save = useUpdateDetails();
  const [pending, setPending] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const chosen = currencies.data?.find((c) => c.isoCode === pending);

  return (
    <div className="currency-picker">
      <SelectField
        label={t('order-form-currency')}
        value={order.currency.isoCode}
        disabled={currencies.isPending || save.isPending}
        onChange={(event) => setPending(event.currentTarget.value)}
      >
        {(currencies.data ?? [order.currency]).map((currency) => (
          <option key={currency.isoCode} value={currency.isoCode}>
            {currency.isoCode} – {currency.name}
          </option>
        ))}
      </SelectField>
      {pending && chosen ? (
        <Modal
          title={t('order-form-currency-confirm-title')}
          initialFocusRef={confirmRef}
          onClose={() => setPending(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('order-form-cancel')}
              </Button>
              <Button
                ref={confirmRef}
                isBusy={save.isPending}
                onClick={() => save.mutate({ currencyIso: chosen.isoCode }, { onSettled: () => setPending(null) })}
              >
                {t('order-form-currency-confirm')}
              </Button>
            </>
          }
        >
          <p>{t('order-form-currency-confirm-body', { currency: `${chosen.name} (${chosen.isoCode})` })}</p>
        </Modal>
      ) : null}
    </div>
  );
}
