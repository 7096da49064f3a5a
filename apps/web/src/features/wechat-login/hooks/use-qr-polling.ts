import { MESSAGE, WECHAT_POLL_INTERVAL_MS } from '@portal/domain';
import { nextWeChatPollStep, type TWeChatLoginStatus, WECHAT_LOGIN_ERROR } from '@portal/domain/rules/wechat-login';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';

type TCode = { loginCode: string | null; url: string | null };
type TPollAnswer = { error: string | null; status: TWeChatLoginStatus };

export type TQrState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'waiting'; url: string; status: 'pending' | 'scanned' }
  | { kind: 'expired' }
  | { kind: 'error'; message: string }
  | { kind: 'done' };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.code : error instanceof NetworkError ? 'network-request-error' : MESSAGE.genericError;

/**
 * Asks for a QR code, then polls every 2 seconds, at most 30 times (spec §4, §9). An error stops the
 * polling and is shown; running out of polls shows the code as expired. `onDone` gets the final answer.
 */
export function useQrPolling<A extends TPollAnswer>(options: {
  start: () => Promise<TCode>;
  poll: (loginCode: string) => Promise<A>;
  onDone: (answer: A) => void;
}) {
  const [state, setState] = useState<TQrState>({ kind: 'idle' });
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const stop = useCallback(() => {
    run.current += 1;
    clearTimeout(timer.current);
  }, []);
  useEffect(() => stop, [stop]);

  const begin = useCallback(async () => {
    stop();
    const current = run.current;
    const isCurrent = () => current === run.current;
    setState({ kind: 'loading' });
    let code: TCode;
    try {
      code = await latest.current.start();
    } catch (error) {
      if (isCurrent()) setState({ kind: 'error', message: messageOf(error) });
      return;
    }
    const { loginCode, url } = code;
    if (!isCurrent()) return;
    if (!loginCode || !url) {
      setState({ kind: 'error', message: MESSAGE.genericError });
      return;
    }
    setState({ kind: 'waiting', url, status: 'pending' });
    let polls = 0;
    const tick = async () => {
      let answer: A;
      try {
        answer = await latest.current.poll(loginCode);
      } catch (error) {
        if (isCurrent()) setState({ kind: 'error', message: messageOf(error) });
        return;
      }
      if (!isCurrent()) return;
      polls += 1;
      const step = nextWeChatPollStep(polls, answer.status, answer.error !== null);
      if (step === 'wait') {
        setState({ kind: 'waiting', url, status: answer.status === 'scanned' ? 'scanned' : 'pending' });
        timer.current = setTimeout(tick, WECHAT_POLL_INTERVAL_MS);
      } else if (step === 'give-up' || answer.error === WECHAT_LOGIN_ERROR.expired) {
        setState({ kind: 'expired' });
      } else if (answer.error) {
        setState({ kind: 'error', message: answer.error });
      } else {
        setState({ kind: 'done' });
        latest.current.onDone(answer);
      }
    };
    timer.current = setTimeout(tick, WECHAT_POLL_INTERVAL_MS);
  }, [stop]);

  const cancel = useCallback(() => {
    stop();
    setState({ kind: 'idle' });
  }, [stop]);

  return { state, begin, cancel };
}
