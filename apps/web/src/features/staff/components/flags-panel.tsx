import { STAFF_ORDER_FLAGS, type TStaffOrder } from '@portal/domain';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { setFlags } from '../api/change-order.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { StaffSection } from './staff-section.tsx';

type TFlagsPanelProps = { order: TStaffOrder; change: TOrderChange };

/** The four flags staff decide; each box saves as soon as it changes. */
export function FlagsPanel({ order, change }: TFlagsPanelProps) {
  const { t } = useTranslation();
  return (
    <StaffSection titleId="staff-flags-title" title={t('staff-flags-title')}>
      <fieldset className="staff-flags" disabled={change.busy !== null} aria-busy={change.busy === 'flags' || undefined}>
        <legend className="visually-hidden">{t('staff-flags-title')}</legend>
        {STAFF_ORDER_FLAGS.map((flag) => (
          <div key={flag}>
            <CheckboxField
              label={t(`staff-flag-${flag}`)}
              checked={order.flags[flag]}
              aria-describedby={`staff-flag-${flag}-hint`}
              onChange={(event) => {
                const value = event.target.checked;
                void change.run('flags', () => setFlags(order.externalId, { [flag]: value, version: order.version }));
              }}
            />
            <p id={`staff-flag-${flag}-hint`} className="field__hint staff-flags__hint">
              {t(`staff-flag-${flag}-hint`)}
            </p>
          </div>
        ))}
      </fieldset>
    </StaffSection>
  );
}
