import { useEffect, useState } from 'react';
import { ensureCatalogues } from '../../../lib/i18n.ts';

/**
 * The social sign-in's texts for its pieces on the login, register and account screens, whose routes load
 * only their own catalogue: true once loaded (the pieces render nothing until then).
 */
export function useSocialCatalogue(): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void ensureCatalogues(['social-sign-in']).then(() => {
      if (isCurrent) setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isReady;
}
