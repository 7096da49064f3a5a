import { useCallback, useState } from 'react';
import { DASHBOARD_NOTICE_PRIORITY, type TDashboardNotice, type TNoticeVersions } from './dashboard-notices.ts';

const storageKey = (userIdentity: string) => `portal.dashboard-notices.${userIdentity}`;

function isNotice(value: string): value is TDashboardNotice {
  return DASHBOARD_NOTICE_PRIORITY.some((notice) => notice === value);
}

/** The dismissals kept in this browser for one user; storage that is blocked or garbled counts as none. */
export function readDismissals(userIdentity: string): TNoticeVersions {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userIdentity)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([notice, version]) => isNotice(notice) && typeof version === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * The notices a user dismissed, per user in localStorage: the spec gives no call for them (the check-spam
 * notice has one, and is dismissed on the server). A dismissal still applies for this page when storage fails.
 */
export function useNoticeDismissals(userIdentity: string) {
  const [dismissed, setDismissed] = useState(() => readDismissals(userIdentity));
  const dismiss = useCallback(
    (notice: TDashboardNotice, version: string) => {
      const next = { ...readDismissals(userIdentity), [notice]: version };
      setDismissed(next);
      try {
        localStorage.setItem(storageKey(userIdentity), JSON.stringify(next));
      } catch {
        // Private browsing or a full storage: the notice stays hidden until the page is left.
      }
    },
    [userIdentity],
  );
  return { dismissed, dismiss };
}
