import { ZAccountResponse, ZLoadResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { cookieOf, inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';

describe.each(BACKENDS)('application load on %s', (backend) => {
  const t = withTestApp(backend);

  const load = async (options: { cookies?: Record<string, string>; headers?: Record<string, string>; session?: string } = {}) => {
    const response = await inject(t.app, { url: '/api/researcher/load', ...options });
    expect(response.statusCode).toBe(200);
    return ZLoadResponse.parse(response.json());
  };

  it('answers the application in the shape the web client parses, with every localization', async () => {
    const { application } = await load();
    expect(application.siteLanguage).toBe('en');
    expect(application.currentLocalization.identity).toBe('us');
    expect(application.localizations.map((l) => l.identity).sort()).toEqual(['br', 'cn', 'es', 'jp', 'us']);
    expect(application.config.siteLanguages).toEqual(['en', 'cn', 'jp', 'br', 'es']);
    expect(application.config.referralAmount).toBe(40);
    expect(application.minimumPrepayAmounts).toMatchObject({ USD: 10000, GBP: 10000 });
  });

  it('takes the site language from the language cookie', async () => {
    expect((await load({ cookies: { language: 'ja_JP' } })).application.siteLanguage).toBe('jp');
  });

  it('takes the site language from Accept-Language when there is no cookie', async () => {
    const { application } = await load({ headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' } });
    expect(application.siteLanguage).toBe('br');
  });

  it('skips languages the site does not offer in Accept-Language', async () => {
    const { application } = await load({ headers: { 'accept-language': 'de-DE,de;q=0.9,zh-CN;q=0.8' } });
    expect(application.siteLanguage).toBe('cn');
  });

  it('prefers the language cookie to Accept-Language', async () => {
    const { application } = await load({ cookies: { language: 'es_ES' }, headers: { 'accept-language': 'ja' } });
    expect(application.siteLanguage).toBe('es');
  });

  it('uses the signed-in user’s language when there is no cookie', async () => {
    const { session } = await createSignedInUser(t.app, t.db, { language: 'zh_CN' });
    const { application } = await load({ session, headers: { 'accept-language': 'ja' } });
    expect(application.siteLanguage).toBe('cn');
  });

  it('falls back to English for an unknown cookie value', async () => {
    expect((await load({ cookies: { language: 'xx_YY' } })).application.siteLanguage).toBe('en');
  });
});

describe.each(BACKENDS)('changing the site language on %s', (backend) => {
  const t = withTestApp(backend);

  it('sets the language cookie and answers the segment', async () => {
    const response = await inject(t.app, { url: '/api/researcher/update-language?language=jp' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ siteLanguage: 'jp' });
    expect(cookieOf(response, 'language')).toBe('ja_JP');
  });

  it('accepts a locale as well as a segment', async () => {
    const response = await inject(t.app, { url: '/api/researcher/update-language?language=pt_BR' });
    expect(response.json()).toEqual({ siteLanguage: 'br' });
  });

  it('saves the language of a signed-in user', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    await inject(t.app, { url: '/api/researcher/update-language?language=es', session });
    const { user } = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(user).toMatchObject({ language: 'es_ES', homeDirectory: '/es/researcher' });
  });

  it('refuses a request without a language with 400', async () => {
    const response = await inject(t.app, { url: '/api/researcher/update-language' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation-error' });
  });
});

describe.each(BACKENDS)('the localization redirect on %s', (backend) => {
  const t = withTestApp(backend);

  it('sends a user served by this site to their home directory, keeping the query string', async () => {
    const { session } = await createSignedInUser(t.app, t.db, { language: 'ja_JP' });
    const response = await inject(t.app, { url: '/api/account/redirect?utm_source=mail&x=1', session });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/jp/researcher?utm_source=mail&x=1');
  });

  it('answers 401 session-invalid to an anonymous visitor', async () => {
    const response = await inject(t.app, { url: '/api/account/redirect' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'session-invalid' });
  });
});
