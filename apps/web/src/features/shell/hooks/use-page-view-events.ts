import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** A page-view event for the tag manager on every path change; nothing is sent to our server. */
export function usePageViewEvents(pathname: string): void {
  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_view', page_path: pathname });
  }, [pathname]);
}
