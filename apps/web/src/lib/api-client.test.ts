import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, api, apiRequest, NetworkError, onApiFailure, serverChecked } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

/** Calls the API with the server answering as given, and collects what the shell's listener hears. */
async function call(answer: () => Promise<Response>, options: { isQuiet?: boolean } = {}) {
  vi.stubGlobal('fetch', answer);
  const heard: (ApiError | NetworkError)[] = [];
  const stop = onApiFailure((error) => heard.push(error));
  const failure = await apiRequest('/api/anything', { schema: serverChecked(), ...options }).then(
    () => null,
    (error: unknown) => error,
  );
  stop();
  return { heard, failure };
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a failed API call', () => {
  it('tells the shell of a request that never reached the server, as network-request-error (the reload modal)', async () => {
    const { heard, failure } = await call(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(failure).toBeInstanceOf(NetworkError);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeInstanceOf(NetworkError);
    expect(heard[0]?.message).toBe('network-request-error');
  });

  it('opens the same modal for a server failure, and signs out on session-invalid', async () => {
    const server = await call(json(500, { error: 'generic error message' }));
    expect(server.heard.map((error) => [error.constructor.name, error.message])).toEqual([
      ['NetworkError', 'network-request-error'],
    ]);
    const signedOut = await call(json(401, { error: 'session-invalid' }));
    expect(signedOut.heard).toHaveLength(1);
    expect((signedOut.heard[0] as ApiError).isSessionInvalid).toBe(true);
  });

  it('leaves a refusal to the page that made the call, and tells nobody when the caller asks for quiet', async () => {
    const refused = await call(json(400, { error: 'validation-error', fieldErrors: { title: 'order-title-required' } }));
    expect(refused.heard).toEqual([]);
    expect(refused.failure).toMatchObject({
      status: 400,
      code: 'validation-error',
      fieldErrors: { title: 'order-title-required' },
    });
    const quiet = await call(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { isQuiet: true },
    );
    expect(quiet.heard).toEqual([]);
    expect(quiet.failure).toBeInstanceOf(NetworkError);
  });

  it('answers the parsed body when the call succeeds', async () => {
    vi.stubGlobal('fetch', json(200, { ok: 1 }));
    expect(await api.get('/api/anything', serverChecked<{ ok: number }>())).toEqual({ ok: 1 });
  });
});
