import { CHINESE_TRIAL } from '@portal/domain/rules/digital-products';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useClaimChineseTrial } from '../api/digital-purchases.ts';
import '../digital-purchases.css';

/**
 * /{lang}/chinese-digital-trial: grants the one-time Chinese digital-translation credit (once per researcher and
 * language), says whether it was granted, and goes on to /rubriq/plan/subscribe (shell-and-account §2).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const claim = useClaimChineseTrial();
  const isAsked = useRef(false);

  useEffect(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    claim.mutate(undefined, {
      onSuccess: (answer) => {
        showMessage({ kind: answer.eligible ? 'success' : 'warning', message: answer.message });
        navigate(`/${lang}/rubriq/plan/subscribe`, { replace: true });
      },
    });
  }, [claim, lang, navigate]);

  return (
    <div className="digital-purchase">
      <header>
        <h1 className="digital-purchase__title">{t('chinese-trial-title')}</h1>
        <p className="digital-purchase__lead">
          {t('chinese-trial-lead', { words: CHINESE_TRIAL.wordLimit.toLocaleString(i18n.language) })}
        </p>
      </header>
      {claim.isError ? (
        <Alert kind="error">
          {t('free-chinese-digital-translation-credit-error')}{' '}
          <Link to={`/${lang}/rubriq/plan/subscribe`}>{t('chinese-trial-continue')}</Link>
        </Alert>
      ) : (
        <p className="digital-purchase__loading" role="status">
          <Spinner size="small" />
          {t('chinese-trial-claiming')}
        </p>
      )}
    </div>
  );
}
