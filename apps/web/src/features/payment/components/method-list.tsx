import { PAYMENT_METHOD_RULES, type TPaymentLoadResponse, type TPaymentMethodId } from '@portal/domain';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { methodSections } from '../utils/method-sections.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';

type TMethodListProps = {
  load: TPaymentLoadResponse;
  listedMethodIds: readonly TPaymentMethodId[];
  methodId: TPaymentMethodId | null;
  onChoose: (methodId: TPaymentMethodId) => void;
};

/** The method name as the catalogue gives it; the server's name for a method the catalogue lacks. */
export function useMethodName() {
  const { t } = useTranslation();
  return (method: { key: string; name: string }) => t(`payment-method-${method.key}`, { defaultValue: method.name });
}

/**
 * Screen 16: one button per method the rules allow, with the bank details for bank transfer, the
 * external-site notice, and the method's own options (card currency, research grant, purchase order).
 */
export function MethodList({ load, listedMethodIds, methodId, onChoose }: TMethodListProps) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const { register, formState } = useFormContext<TPaymentFormValues>();
  const methodError = (get(formState.errors, 'paymentMethodId') as FieldError | undefined)?.message;
  const methods = listedMethodIds.flatMap((id) => load.paymentMethods.filter((method) => method.id === id));
  const rules = methodId === null ? null : PAYMENT_METHOD_RULES[methodId];
  const sections = methodSections(rules);
  const cardCurrencyError = (get(formState.errors, 'cardCurrency') as FieldError | undefined)?.message;

  return (
    <PaymentSection id="payment-methods-title" title={t('payment-methods-title')}>
      <fieldset
        className={`payment-methods${methodError ? ' field--invalid' : ''}`}
        aria-labelledby="payment-methods-title"
        aria-describedby={methodError ? 'payment-method-error' : undefined}
      >
        {methods.map((method, index) => (
          <button
            key={method.id}
            type="button"
            className={`payment-method${method.id === methodId ? ' payment-method--selected' : ''}`}
            aria-pressed={method.id === methodId}
            aria-invalid={methodError && index === 0 ? true : undefined}
            onClick={() => onChoose(method.id as TPaymentMethodId)}
          >
            <span className="payment-method__name">{methodName(method)}</span>
            {method.subheader ? <span className="payment-method__subheader">{method.subheader}</span> : null}
          </button>
        ))}
      </fieldset>
      {methodError ? (
        <p className="field__error" id="payment-method-error" role="alert">
          {translateMessage(t, methodError)}
        </p>
      ) : null}

      {sections.showsExternalDisclaimer ? <p className="payment-note">{t('payment-external-disclaimer')}</p> : null}

      {sections.showsResearchGrant ? <CheckboxField label={t('payment-using-funds')} {...register('usingFunds')} /> : null}

      {rules?.supportsCurrencySelection && load.cardCurrencies.length > 1 ? (
        <SelectField label={t('payment-card-currency')} isRequired error={cardCurrencyError} {...register('cardCurrency')}>
          {load.cardCurrencies.map((iso) => (
            <option key={iso} value={iso}>
              {load.currencies.find((currency) => currency.isoCode === iso)?.name ?? iso} ({iso})
            </option>
          ))}
        </SelectField>
      ) : null}

      {sections.showsBankDetails ? <BankDetailsTable bankDetails={load.bankDetails} /> : null}
      {sections.showsPurchaseOrder ? (
        <TextField
          label={t('payment-purchase-order-number')}
          autoComplete="off"
          error={(get(formState.errors, 'purchaseOrderNumber') as FieldError | undefined)?.message}
          {...register('purchaseOrderNumber')}
        />
      ) : null}
    </PaymentSection>
  );
}

/** The bank-details table for bank transfer: username, account, bank and location. */
export function BankDetailsTable({ bankDetails }: { bankDetails: TPaymentLoadResponse['bankDetails'] }) {
  const { t } = useTranslation();
  return (
    <table className="data-table payment-bank">
      <caption>{t('payment-bank-details')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('payment-bank-username')}</th>
          <td>{bankDetails.username}</td>
        </tr>
        <tr>
          <th scope="row">{t('payment-bank-account')}</th>
          <td>{bankDetails.account}</td>
        </tr>
        <tr>
          <th scope="row">{t('payment-bank-bank')}</th>
          <td>{bankDetails.bank}</td>
        </tr>
        <tr>
          <th scope="row">{t('payment-bank-location')}</th>
          <td>{bankDetails.location}</td>
        </tr>
      </tbody>
    </table>
  );
}
