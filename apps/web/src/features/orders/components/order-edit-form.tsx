import {
  canRemoveService,
  ceilToDeadlineGrid,
  formatDeadline,
  formatMoney,
  isDeadlineMismatch,
  parseDeadline,
  recomputeDeadline,
  type TOrderDetails,
  ZOrderEditDetails,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PhraseText } from '../../../components/ui/phrase-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { orderKeys } from '../api/get-order.ts';
import { orderServicesQuery } from '../api/order-services.ts';
import { saveOrder } from '../api/save-order.ts';

/** A deadline as the datetime-local field holds it: 'YYYY-MM-DDTHH:mm' in UTC, on the grid. */
function fieldValueOf(deadline: string | null): string {
  if (!deadline) return '';
  const date = new Date(deadline);
  return Number.isNaN(date.getTime()) ? '' : formatDeadline(ceilToDeadlineGrid(date)).replace(' ', 'T');
}

type TOrderEditFormProps = { order: TOrderDetails; onClose: () => void };

/**
 * Edit mode of the order page (researcher-area §4, §5): title, deadline in 30-minute steps, services added or
 * removed (only while more than one remains and the service can be removed). Adding services recomputes the
 * deadline; a supplied deadline that differs brings the mismatch alert. Save changes or Cancel.
 */
export function OrderEditForm({ order, onClose }: TOrderEditFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const options = useQuery(orderServicesQuery(order.externalId));
  const [title, setTitle] = useState(order.title);
  const [deadline, setDeadline] = useState(fieldValueOf(order.deadline));
  const [added, setAdded] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const serviceOptions = options.data?.serviceOptions ?? [];
  const currency = options.data?.currency ?? order.payment.currency;
  const addedServices = serviceOptions.filter((service) => added.includes(service.identity));
  const kept = order.services.filter((service) => !removed.includes(service.identity));
  const serviceCount = kept.length + addedServices.length;
  const calculated = recomputeDeadline(
    addedServices.map((service) => service.deadline),
    order.deadline,
  );
  const isMismatch = isDeadlineMismatch({ addedCount: addedServices.length, calculated, supplied: deadline });

  function onAdd() {
    const service = serviceOptions.find((option) => option.identity === choice);
    if (!service) return;
    const next = [...added, service.identity];
    setAdded(next);
    setChoice('');
    // The deadline follows the services added: the latest of theirs (researcher-area §5).
    const recomputed = recomputeDeadline(
      serviceOptions.filter((option) => next.includes(option.identity)).map((option) => option.deadline),
      order.deadline,
    );
    setDeadline(fieldValueOf(recomputed));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const orderDetails = { title, deadline: deadline.replace('T', ' '), addedServices: added, removedServices: removed };
    const parsed = ZOrderEditDetails.safeParse(orderDetails);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await saveOrder(order.externalId, orderDetails);
      await queryClient.invalidateQueries({ queryKey: orderKeys.details(order.externalId) });
      showMessage(
        saved.orderDetails.invoiceNumber
          ? { kind: 'success', message: 'orders-edit-saved-invoice', params: { number: saved.orderDetails.invoiceNumber } }
          : { kind: 'success', message: 'orders-edit-saved' },
      );
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) {
        const fields = Object.fromEntries(
          Object.entries(failure.fieldErrors).map(([path, message]) => [path.split('.').at(-1) ?? path, message]),
        );
        setErrors(fields);
        setServerError(failure.code);
      } else setServerError('generic error message');
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form id={formId} className="order-edit" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('orders-edit-title')}</h2>
      {serverError ? (
        <Alert kind="error">
          <p>{translateMessage(t, serverError)}</p>
        </Alert>
      ) : null}
      <TextField
        name="title"
        label={t('orders-project-title')}
        value={title}
        maxLength={512}
        isRequired
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        name="deadline"
        type="datetime-local"
        step={1800}
        label={t('orders-edit-deadline')}
        hint={t('orders-edit-deadline-hint')}
        value={deadline}
        isRequired
        error={errors.deadline}
        onChange={(event) => setDeadline(event.target.value)}
      />
      {isMismatch && calculated ? (
        <Alert kind="warning">
          <p>
            {t('deadline-mismatch-alert', {
              calculated: formatDeadline(calculated),
              supplied: parseDeadline(deadline) ? formatDeadline(parseDeadline(deadline) as Date) : deadline,
            })}
          </p>
        </Alert>
      ) : null}
      <fieldset className="order-edit__services">
        <legend>{t('orders-services')}</legend>
        <ul>
          {kept.map((service) => (
            <li key={service.identity}>
              <span>
                <PhraseText text={service.name} />
              </span>
              <Button
                variant="link"
                disabled={!canRemoveService(serviceCount, service)}
                aria-label={t('orders-edit-remove-named', { name: service.name })}
                onClick={() => setRemoved([...removed, service.identity])}
              >
                {t('orders-edit-remove')}
              </Button>
            </li>
          ))}
          {addedServices.map((service) => (
            <li key={service.identity}>
              <span>
                {service.name} <strong>{formatMoney(service.price, currency)}</strong>
              </span>
              <Button
                variant="link"
                aria-label={t('orders-edit-remove-named', { name: service.name })}
                onClick={() => setAdded(added.filter((identity) => identity !== service.identity))}
              >
                {t('orders-edit-remove')}
              </Button>
            </li>
          ))}
        </ul>
        {errors.removedServices || errors.addedServices ? (
          <p className="field__error" role="alert">
            {translateMessage(t, errors.removedServices ?? errors.addedServices)}
          </p>
        ) : null}
        {serviceOptions.some((service) => !added.includes(service.identity)) ? (
          <div className="order-edit__add">
            <SelectField label={t('orders-edit-add-service')} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{t('orders-edit-choose-service')}</option>
              {serviceOptions
                .filter((service) => !added.includes(service.identity))
                .map((service) => (
                  <option key={service.identity} value={service.identity}>
                    {`${service.name} (${formatMoney(service.price, currency)})`}
                  </option>
                ))}
            </SelectField>
            <Button variant="secondary" disabled={!choice} onClick={onAdd}>
              {t('orders-edit-add')}
            </Button>
          </div>
        ) : null}
        {addedServices.length > 0 ? <p className="order-details__muted">{t('orders-edit-invoice-note')}</p> : null}
      </fieldset>
      <div className="order-edit__actions">
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? t('orders-edit-saving') : t('orders-edit-save')}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('orders-edit-cancel')}
        </Button>
      </div>
    </form>
  );
}
