import type { TUser } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { useHideCheckSpamMessage } from '../api/hide-check-spam-message.ts';

export function CheckSpamBanner({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const hide = useHideCheckSpamMessage(user);
  return (
    <Alert kind="info" onDismiss={() => hide.mutate()} dismissLabel={t('shell-check-spam-dismiss')}>
      {t('shell-check-spam-message', { email: user.email })}
    </Alert>
  );
}
