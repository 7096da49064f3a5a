import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import './load-error-screen.css';

/** The application could not be loaded after every retry (spec §8). */
export function LoadErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="load-error" id="main-content">
      <div className="card load-error__card">
        <h1>{t('application-load-error')}</h1>
        <p>{t('shell-load-error-help')}</p>
        <Button onClick={() => window.location.reload()}>{t('common-reload')}</Button>
      </div>
    </main>
  );
}
