import { useEffect } from 'react';

/** Injects the consent manager's script once, when the configuration names one. */
export function useConsentScript(url: string | null): void {
  useEffect(() => {
    if (!url || document.querySelector('script[data-consent-script]')) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.consentScript = '';
    document.head.appendChild(script);
  }, [url]);
}
