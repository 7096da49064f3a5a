import { convertFromUsd, formatMoney, type TPreferredGroup, type TUser, ZJoinGroupRequest } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { toIntlLocale } from '../../../components/address-form/intl-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { useJoinGroup, useLeaveGroup } from '../api/preferred-group.ts';

/** Membership of a preferred group (a university or society deal), joined with a group code. */
export function PreferredGroupSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <section className="card account-card" aria-labelledby="account-group-title">
      <h2 id="account-group-title" className="account-card__title">
        {t('account-group-title')}
      </h2>
      {user.preferredGroup ? <GroupMembership user={user} group={user.preferredGroup} /> : <JoinGroupForm user={user} />}
    </section>
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

function JoinGroupForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const join = useJoinGroup(user.identity);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(ZJoinGroupRequest, { groupCode: '' });

  const onSubmit = handleSubmit(async (request) => {
    try {
      const response = await join.mutateAsync(request);
      if (response.error || !response.preferredGroup) {
        showMessage({ kind: 'error', message: response.error ?? 'preferred-group-join-generic-error' });
        return;
      }
      const preferredGroup = response.preferredGroup;
      patchCachedUser((current) => ({ ...current, preferredGroup }));
      showMessage({ kind: 'success', message: 'preferred-group-join-success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'preferred-group-code-unknown') {
        setError('groupCode', { message: error.code }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.groupCode) {
        setError('groupCode', { message: error.fieldErrors.groupCode }, { shouldFocus: true });
        return;
      }
      showMessage({ kind: 'error', message: 'preferred-group-join-generic-error' });
    }
  });

  return (
    <form className="join-group" onSubmit={onSubmit} noValidate>
      <p className="account-muted">{t('account-group-intro')}</p>
      <div className="join-group__row">
        <TextField
          label={t('account-group-code-field')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.groupCode?.message}
          {...register('groupCode')}
        />
        <Button type="submit" className="join-group__submit" isBusy={join.isPending}>
          {t('account-join-group')}
        </Button>
      </div>
    </form>
  );
}
