import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** The recovery codes, in clear this once (the server keeps hashes only). */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="two-factor__codes" aria-labelledby="two-factor-codes-title">
      <h3 id="two-factor-codes-title" className="two-factor__subheading">
        {t('two-factor-recovery-heading')}
      </h3>
      <p className="two-factor__muted">{t('two-factor-recovery-intro')}</p>
      <ol className="two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button onClick={onDone}>{t('two-factor-recovery-done')}</Button>
    </section>
  );
}
