import { fetchCaptchaChallenge } from '../api/grammar-check.ts';

/** Asks for a challenge and solves it in a Web Worker; answers the `challenge:nonce` the create call sends. */
export async function solveCaptcha(): Promise<string> {
  const { challenge, bits } = await fetchCaptchaChallenge();
  const worker = new Worker(new URL('./solve-captcha.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<string>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<string>) => resolve(event.data);
      worker.onerror = () => reject(new Error('captcha worker failed'));
      worker.postMessage({ challenge, bits });
    });
  } finally {
    worker.terminate();
  }
}
