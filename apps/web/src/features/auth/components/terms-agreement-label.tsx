import { Trans } from 'react-i18next';

/** "I agree to the terms of service", the terms themselves one click away in a new tab. */
export function TermsAgreementLabel({ termsUrl }: { termsUrl: string | undefined }) {
  return (
    <Trans
      i18nKey="auth-register-agree-terms"
      components={{
        // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's words.
        termsLink: termsUrl ? <a href={termsUrl} target="_blank" rel="noreferrer" /> : <span />,
      }}
    />
  );
}
