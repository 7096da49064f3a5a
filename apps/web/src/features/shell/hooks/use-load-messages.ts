import type { TLoadResponse } from '@portal/domain';
import { useEffect } from 'react';
import { showMessage } from '../../../lib/global-message.ts';

/** The application load may carry one pending message of each kind; the most serious is shown. */
export function useLoadMessages(load: TLoadResponse): void {
  useEffect(() => {
    const kind = (['error', 'warning', 'success', 'info'] as const).find((k) => load[k]);
    const message = kind ? load[kind] : undefined;
    if (kind && message) showMessage({ kind, message });
  }, [load]);
}
