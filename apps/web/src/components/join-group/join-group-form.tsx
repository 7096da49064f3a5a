import { type TJoinGroupRequest, type TUser, ZJoinGroupRequest, ZPreferredGroupResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../lib/api-client.ts';
import { patchCachedUser } from '../../lib/application.ts';
import { showMessage } from '../../lib/global-message.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useZodForm } from '../../lib/zod-form.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import './join-group.css';
import { outcomeOfJoinAnswer, outcomeOfJoinFailure, type TJoinGroupOutcome } from './join-group-outcome.ts';

/** POST /api/users/{identity}/preferred-group: joins the group with this code. */
function useJoinGroup(identity: string) {
  return useMutation({
    mutationFn: (request: TJoinGroupRequest) =>
      api.post(`/api/users/${encodeURIComponent(identity)}/preferred-group`, request, ZPreferredGroupResponse),
  });
}

/**
 * The group-code field and its button (researcher-area §1, §6): on the account page and in the dashboard's
 * group widget. Joining updates the signed-in user, so the page shows the membership at once.
 */
export function JoinGroupForm({ user, intro }: { user: Pick<TUser, 'identity'>; intro: ReactNode }) {
  const { t } = useTranslation();
  const join = useJoinGroup(user.identity);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(ZJoinGroupRequest, { groupCode: '' });

  const onSubmit = handleSubmit(async (request) => {
    let outcome: TJoinGroupOutcome;
    try {
      outcome = outcomeOfJoinAnswer(await join.mutateAsync(request));
    } catch (failure) {
      outcome = outcomeOfJoinFailure(failure);
    }
    if (outcome.kind === 'joined') {
      const preferredGroup = outcome.group;
      patchCachedUser((current) => ({ ...current, preferredGroup }));
      showMessage({ kind: 'success', message: 'preferred-group-join-success' });
    } else if (outcome.kind === 'code-error') {
      setError('groupCode', { message: outcome.message }, { shouldFocus: true });
    } else showMessage({ kind: 'error', message: outcome.message });
  });

  return (
    <form className="join-group" onSubmit={onSubmit} noValidate>
      {intro}
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
