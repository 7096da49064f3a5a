import { useEffect, useRef, useState } from 'react';
import { useAccount } from '../../../lib/application.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { getDocumentDetails } from '../api/get-document-details.ts';
import { storeOrder } from '../api/order-form-cache.ts';
import { updateManuscriptDetails } from '../api/update-manuscript-details.ts';
import { useOrderForm } from './use-order-form.tsx';

export const DOCUMENT_DETAILS_POLL_MS = 1000;
export const DOCUMENT_DETAILS_POLL_LIMIT = 5;

export type TDetectionState = 'idle' | 'checking' | 'found' | 'not-found';

/** Waits `ms`, or less when `wake` is called first (the analysis ended: its event arrived). */
const wait = (ms: number, signal: AbortSignal, wake: { current: (() => void) | null }) =>
  new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      wake.current = null;
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.current = done;
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('stopped', 'AbortError'));
    });
  });

/**
 * After a manuscript upload, asks for its language and word count every second, five times at
 * most. When both arrive they are saved as the manuscript details; otherwise the caller opens the
 * manual form (spec §4 "Document details"). A signed-in researcher's page asks again as soon as the analysis
 * job says it has ended (GET /api/events) rather than at the next second.
 */
export function useDocumentDetailsPoll() {
  const { identity } = useOrderForm();
  const [state, setState] = useState<TDetectionState>('idle');
  const controller = useRef<AbortController | null>(null);
  const wake = useRef<(() => void) | null>(null);
  const isSignedIn = useAccount().data?.user.loggedIn === true;
  useJobEvents('document-analysis', ['order-form', 'document-analysis'], isSignedIn, (event) => {
    if (event.id === identity) wake.current?.();
  });

  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState('checking');
    void (async () => {
      for (let attempt = 0; attempt < DOCUMENT_DETAILS_POLL_LIMIT; attempt += 1) {
        try {
          if (attempt > 0) await wait(DOCUMENT_DETAILS_POLL_MS, current.signal, wake);
          const details = await getDocumentDetails(identity, current.signal);
          if (details.documentDetailsReceived && details.manuscriptLanguageId && details.wordCount) {
            const saved = await updateManuscriptDetails(identity, {
              manuscriptLanguageId: details.manuscriptLanguageId,
              wordCount: details.wordCount,
            });
            storeOrder(saved.order);
            setState(saved.error ? 'not-found' : 'found');
            return;
          }
        } catch {
          // A failed attempt counts as one of the five; the manual form remains the way out.
          if (current.signal.aborted) return;
        }
      }
      if (!current.signal.aborted) setState('not-found');
    })();
  };

  return { state, start, reset: () => setState('idle') };
}
