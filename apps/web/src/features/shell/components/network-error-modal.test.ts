import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import shell from '../../../locales/en/shell.json';
import validation from '../../../locales/en/validation.json';
import { NetworkErrorModal } from './network-error-modal.tsx';

describe('the network error modal', () => {
  it("says 'network-request-error' in a dialog whose one action reloads the page", async () => {
    const i18n = i18next.createInstance();
    const translation = { ...common, ...shell, ...validation };
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation } } });
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(NetworkErrorModal, { onClose: () => undefined })),
    );
    expect(html).toMatch(/^<dialog/);
    expect(html).toContain(`<p>${translation['network-request-error']}</p>`);
    expect(html).toContain(translation['shell-network-error-title']);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<button[^>]*>.*${translation['common-reload']}.*</button>`));
  });
});
