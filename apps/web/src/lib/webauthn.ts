import type { TPasskeyAssertion, TPasskeyOptions, TPasskeyRegistration } from '@portal/domain/api/two-factor';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** The browser's answer did not come: the person cancelled the dialog, or it timed out (a DOMException). */
export class PasskeyCancelledError extends Error {}

/** The WebAuthn helper loads only when a passkey is created or used, never with a page. */
const loadBrowser = () => import('@simplewebauthn/browser');

async function guarded<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
      throw new PasskeyCancelledError('two-factor-passkey-cancelled');
    }
    throw error;
  }
}

/** navigator.credentials.create() with the server's options; the answer as JSON for the server. */
export async function createPasskey(options: TPasskeyOptions): Promise<TPasskeyRegistration> {
  const { startRegistration } = await loadBrowser();
  const response = await guarded(() =>
    startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
  return response as TPasskeyRegistration;
}

/** navigator.credentials.get() with the server's options. */
export async function signWithPasskey(options: TPasskeyOptions): Promise<TPasskeyAssertion> {
  const { startAuthentication } = await loadBrowser();
  const response = await guarded(() =>
    startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
  );
  return response as TPasskeyAssertion;
}
