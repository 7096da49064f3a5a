import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-language.ts';

function requestWith(parts: { headers?: Record<string, string>; cookie?: string; userLanguage?: string }): FastifyRequest {
  return {
    headers: parts.headers ?? {},
    cookies: parts.cookie ? { language: parts.cookie } : {},
    auth: parts.userLanguage ? { user: { language: parts.userLanguage } } : null,
  } as unknown as FastifyRequest;
}

describe('the language a request is answered in', () => {
  it('follows the page being shown before the cookie and the account', () => {
    expect(requestLocale(requestWith({ headers: { 'x-page-language': 'ja_JP' }, cookie: 'en_US', userLanguage: 'zh_CN' }))).toBe(
      'ja_JP',
    );
    expect(requestLocale(requestWith({ headers: { 'x-page-language': 'br' } }))).toBe('pt_BR');
  });

  it('falls back to the cookie, then the account, then the browser, then English', () => {
    expect(requestLocale(requestWith({ cookie: 'es_ES', userLanguage: 'zh_CN' }))).toBe('es_ES');
    expect(requestLocale(requestWith({ userLanguage: 'zh_CN' }))).toBe('zh_CN');
    expect(requestLocale(requestWith({ headers: { 'accept-language': 'fr-FR,pt-BR;q=0.8' } }))).toBe('pt_BR');
    expect(requestLocale(requestWith({}))).toBe('en_US');
  });

  it('ignores a page language it does not know', () => {
    expect(requestLocale(requestWith({ headers: { 'x-page-language': 'klingon' }, cookie: 'ja_JP' }))).toBe('ja_JP');
  });
});
