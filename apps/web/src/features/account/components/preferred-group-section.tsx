import { convertFromUsd, formatMoney, type TPreferredGroup, type TUser } from '@portal/domain';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { toIntlLocale } from '../../../components/address-form/intl-names.ts';
import { JoinGroupForm } from '../../../components/join-group/join-group-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { patchCachedUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLeaveGroup } from '../api/preferred-group.ts';

/** Membership of a preferred group (a university or society deal), joined with a group code. */
export function PreferredGroupSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <AccountCard titleId="account-group-title" title={t('account-group-title')}>
      {user.preferredGroup ? (
        <GroupMembership user={user} group={user.preferredGroup} />
      ) : (
        <JoinGroupForm user={user} intro={<p className="account-muted">{t('account-group-intro')}</p>} />
      )}
    </AccountCard>
  );
}

function GroupMembership({ user, group }: { user: TUser; group: TPreferredGroup }) {
  const { t, i18n } = useTranslation();
  const leave = useLeaveGroup(user.identity);

  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: (response) => {
        if (response.error) {
          showMessage({ kind: 'error', message: 'generic error message' });
          return;
        }
        patchCachedUser((current) => ({ ...current, preferredGroup: response.preferredGroup }));
        showMessage({ kind: 'success', message: 'preferred-group-leave-success', params: { code: group.code } });
      },
      onError: () => showMessage({ kind: 'error', message: 'generic error message' }),
    });

  const discount =
    group.discount > 0
      ? group.percentageDiscount
        ? new Intl.NumberFormat(toIntlLocale(i18n.language), { style: 'percent', maximumFractionDigits: 2 }).format(
            group.discount / 100,
          )
        : // A fixed discount is held in US dollars, shown in the user's currency.
          formatMoney(convertFromUsd(group.discount * 100, user.currency), user.currency)
      : null;

  return (
    <>
      <p>{t('account-group-member', { name: group.name })}</p>
      <dl className="account-facts">
        <div className="account-facts__item">
          <dt>{t('account-group-code')}</dt>
          <dd>
            <code className="group-code">{group.code}</code>
          </dd>
        </div>
        {discount ? (
          <div className="account-facts__item">
            <dt>{t('account-group-discount')}</dt>
            <dd>{t('account-group-discount-value', { discount })}</dd>
          </div>
        ) : null}
        {group.isFreeTrial ? (
          <div className="account-facts__item">
            <dt>{t('account-group-kind')}</dt>
            <dd>{t('account-group-free-trial')}</dd>
          </div>
        ) : null}
      </dl>
      <Button variant="secondary" className="account-card__action" isBusy={leave.isPending} onClick={onLeave}>
        {t('account-leave-group')}
      </Button>
    </>
  );
}
