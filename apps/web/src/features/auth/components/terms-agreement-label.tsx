import { useTranslation } from '../../../lib/translation.ts';

/**
 * "I agree to the terms of service", the terms themselves one click away in a new tab. The catalogue marks
 * the link's words with `<termsLink>…</termsLink>`; the text around them is kept as it is.
 */
export function TermsAgreementLabel({ termsUrl }: { termsUrl: string | undefined }) {
  const { t } = useTranslation();
  const [before = '', linked = '', after = ''] = t('auth-register-agree-terms').split(/<\/?termsLink>/);
  return (
    <>
      {before}
      {termsUrl ? (
        <a href={termsUrl} target="_blank" rel="noreferrer">
          {linked}
        </a>
      ) : (
        <span>{linked}</span>
      )}
      {after}
    </>
  );
}
