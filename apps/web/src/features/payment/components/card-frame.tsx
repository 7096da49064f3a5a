import latinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { clientTokenQuery } from '../api/get-client-token.ts';
import { CardFrameError, type TCardFrameHandle, type TCardNonce } from './card-frame-handle.ts';
import { PaymentSection } from './payment-section.tsx';

/** How long the frame may take to answer a tokenize request before the payment is given up. */
const NONCE_TIMEOUT_MS = 20_000;

type TPendingRequest = { resolve: (nonce: TCardNonce) => void; reject: (error: Error) => void };

function readNonce(data: Record<string, unknown>): TCardNonce | null {
  const nonce = data.nonce;
  if (typeof nonce !== 'string' || nonce.length < 8) return null;
  const brand = typeof data.brand === 'string' ? data.brand : typeof data.type === 'string' ? data.type : '';
  const lastFour = typeof data.lastFour === 'string' && /^\d{4}$/.test(data.lastFour) ? data.lastFour : '';
  return { nonce, brand, lastFour };
}

/**
 * The hosted card form (the sandbox processor's frame): card numbers are typed inside the frame and never
 * reach this page; it answers a single-use nonce by postMessage when Complete Order asks (the frame has no
 * button of its own), and is given the portal's Latin typeface (`font`, a same-origin built file). Only messages from this page's own
 * origin and from this frame's window are read.
 */
export function CardFrame({ ref, error }: { ref?: Ref<TCardFrameHandle>; error?: string }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const pending = useRef<TPendingRequest | null>(null);
  const [generation, setGeneration] = useState(0);
  const [card, setCard] = useState<TCardNonce | null>(null);
  const [frameError, setFrameError] = useState<string | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const token = useQuery(clientTokenQuery(generation));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'card-nonce') {
        const nonce = readNonce(data);
        if (!nonce) return;
        setCard(nonce);
        setFrameError(null);
        pending.current?.resolve(nonce);
        pending.current = null;
      } else if (data.type === 'card-error') {
        // A field the frame names (number, expiry, cvv) is explained inside the frame itself.
        const isFieldError = typeof data.field === 'string' && data.field !== 'network';
        const message = isFieldError ? '' : 'payment-processing-error';
        if (message) setFrameError(message);
        pending.current?.reject(new CardFrameError(message));
        pending.current = null;
      } else if (data.type === 'card-frame-height' && typeof data.height === 'number') {
        setHeight(Math.max(120, Math.min(800, Math.round(data.height))));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const requestNonce = useCallback((): Promise<TCardNonce> => {
    if (card) return Promise.resolve(card);
    const target = frameRef.current?.contentWindow;
    if (!target) return Promise.reject(new CardFrameError('payment-processing-error'));
    pending.current?.reject(new CardFrameError('payment-processing-error'));
    return new Promise<TCardNonce>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        pending.current = null;
        reject(new CardFrameError('payment-processing-error'));
      }, NONCE_TIMEOUT_MS);
      pending.current = {
        resolve: (nonce) => {
          window.clearTimeout(timer);
          resolve(nonce);
        },
        reject: (failure) => {
          window.clearTimeout(timer);
          reject(failure);
        },
      };
      target.postMessage({ type: 'card-tokenize' }, window.location.origin);
    });
  }, [card]);

  useImperativeHandle(
    ref,
    () => ({
      requestNonce,
      reset: () => {
        setCard(null);
        setFrameError(null);
        setGeneration((n) => n + 1);
      },
    }),
    [requestNonce],
  );

  const shownError = error ?? frameError ?? (token.isError ? 'payment-processing-error' : null);
  const src = token.data
    ? `/sandbox/card-frame?${new URLSearchParams({ locale: currentLocale(), clientToken: token.data, font: latinFont }).toString()}`
    : null;

  return (
    <PaymentSection id="payment-card-title" title={t('payment-card-title')} className="payment-card">
      {src ? (
        <iframe
          key={generation}
          ref={frameRef}
          className="payment-card__frame"
          title={t('payment-card-frame-title')}
          src={src}
          style={height ? { height } : undefined}
        />
      ) : token.isPending ? (
        // The frame's place, at its height, while its token loads: nothing below moves when it comes.
        <div className="payment-card__frame skeleton" role="status" aria-label={t('payment-loading')} />
      ) : null}
      {card ? (
        <p className="payment-card__ready" role="status">
          {t('payment-card-ready', { brand: card.brand || t('payment-card-generic-brand'), lastFour: card.lastFour })}
        </p>
      ) : null}
      {shownError ? (
        <Alert kind="error">
          <span id="payment-card-error">{translateMessage(t, shownError)}</span>
        </Alert>
      ) : null}
    </PaymentSection>
  );
}
