import { formatLongDate, formatMoney, type TService } from '@portal/domain';
import { useId } from 'react';
import { PhraseText } from '../../../components/ui/phrase-text.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { standardOption } from '../utils/services.ts';
import { LearnMoreButton } from './service-description-dialog.tsx';
import './service-tile.css';

type TServiceTileProps = {
  service: TService;
  name: string;
  type: 'radio' | 'checkbox';
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  onDescribe: () => void;
};

/** A service as a selectable card: price for the order's word count, turnaround, badges and "Learn more". */
export function ServiceTile({ service, name, type, isChecked, onChange, onDescribe }: TServiceTileProps) {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  const option = standardOption(service);
  const isUnavailable = service.disabled || !option;
  return (
    <div className={`service-tile${isChecked ? ' service-tile--selected' : ''}${isUnavailable ? ' service-tile--disabled' : ''}`}>
      <label className="service-tile__choice">
        <input
          type={type}
          name={name}
          value={service.identity}
          checked={isChecked}
          disabled={isUnavailable}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className="service-tile__body">
          <span className="service-tile__heading">
            <span className="service-tile__name">
              <PhraseText text={service.name} />
            </span>
            {service.featured ? <span className="badge badge--featured">{t('order-form-badge-featured')}</span> : null}
            {service.recommended ? <span className="badge badge--recommended">{t('order-form-badge-recommended')}</span> : null}
          </span>
          {option ? (
            <>
              <span className="service-tile__price">{formatMoney(option.price, order.currency)}</span>
              <span className="service-tile__meta">
                {t('order-form-turnaround', { count: option.timelineDays })}
                {option.deadline
                  ? ` · ${t('order-form-returned-by', { date: formatLongDate(option.deadline, i18n.language) })}`
                  : ''}
              </span>
            </>
          ) : (
            <span className="service-tile__meta">
              {t(
                order.wordCount === null && service.wordCount.min > 0
                  ? 'order-form-service-needs-word-count'
                  : 'order-form-service-unavailable',
              )}
            </span>
          )}
        </span>
      </label>
      <LearnMoreButton service={service} className="service-tile__more" onClick={onDescribe} />
    </div>
  );
}

type TServiceTilesProps = {
  services: TService[];
  /** The message key of the group's (visually hidden) legend. */
  legend: string;
  type: 'radio' | 'checkbox';
  isChecked: (service: TService) => boolean;
  onChange: (service: TService, isChecked: boolean) => void;
  onDescribe: (service: TService) => void;
};

/** The services to choose from as a grid of tiles, or a note that there are none. */
export function ServiceTiles({ services, legend, type, isChecked, onChange, onDescribe }: TServiceTilesProps) {
  const { t } = useTranslation();
  const groupName = useId();
  if (services.length === 0) return <p className="empty-state">{t('order-form-no-services')}</p>;
  return (
    <fieldset className="service-group">
      <legend className="visually-hidden">{t(legend)}</legend>
      <div className="service-group__tiles">
        {services.map((service) => (
          <ServiceTile
            key={service.identity}
            service={service}
            name={groupName}
            type={type}
            isChecked={isChecked(service)}
            onChange={(checked) => onChange(service, checked)}
            onDescribe={() => onDescribe(service)}
          />
        ))}
      </div>
    </fieldset>
  );
}
