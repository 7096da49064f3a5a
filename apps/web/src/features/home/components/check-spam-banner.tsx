import type { TUser } from '@portal/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useHideCheckSpamMessage } from '../api/hide-check-spam-message.ts';

/** The check-spam message (shell-and-account §2), dismissed for good on the server. */
export function CheckSpamBanner({ user, onDismissed }: { user: TUser; onDismissed: () => void }) {
  const { t } = useTranslation();
  const hide = useHideCheckSpamMessage(user);
  return (
    <Alert
      kind="info"
      onDismiss={() => {
        hide.mutate();
        onDismissed();
      }}
      dismissLabel={t('shell-check-spam-dismiss')}
    >
      <p>{t('shell-check-spam-message', { email: user.email })}</p>
    </Alert>
  );
}
