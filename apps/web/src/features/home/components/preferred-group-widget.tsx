import type { TPreferredGroup, TUser } from '@portal/domain';
import { useId } from 'react';
import { JoinGroupForm } from '../../../components/join-group/join-group-form.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { formatGroupDiscount } from '../utils/preferred-group.ts';

export function PreferredGroupWidget({ group, currency }: { group: TPreferredGroup; currency: TUser['currency'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card dashboard-card preferred-group" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('home-preferred-group-title')}
      </h2>
      <p className="preferred-group__name">{group.name}</p>
      <p className="preferred-group__discount">
        {t('home-preferred-group-discount', { discount: formatGroupDiscount(group, currency) })}
      </p>
      <p className="dashboard-card__muted">{t('home-preferred-group-code', { code: group.code })}</p>
    </section>
  );
}

/** For a researcher in no group: the group-code field, the account page's join call (researcher-area §1, §6). */
export function PreferredGroupJoinWidget({ user }: { user: Pick<TUser, 'identity'> }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card dashboard-card preferred-group" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('home-preferred-group-join-title')}
      </h2>
      <JoinGroupForm user={user} intro={<p className="dashboard-card__muted">{t('home-preferred-group-join-intro')}</p>} />
    </section>
  );
}
