import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addTexts, setLanguage } from '../../../lib/translation.ts';
import common from '../../../locales/en/common.json';
import shell from '../../../locales/en/shell.json';
import validation from '../../../locales/en/validation.json';
import { NetworkErrorModal } from './network-error-modal.tsx';

describe('the network error modal', () => {
  it("says 'network-request-error' in a dialog whose one action reloads the page", async () => {
    const translation = { ...common, ...shell, ...validation };
    addTexts('en', translation);
    setLanguage('en');
    const html = renderToStaticMarkup(createElement(NetworkErrorModal, { onClose: () => undefined }));
    expect(html).toMatch(/^<dialog/);
    expect(html).toContain(`<p>${translation['network-request-error']}</p>`);
    expect(html).toContain(translation['shell-network-error-title']);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<button[^>]*>.*${translation['common-reload']}.*</button>`));
  });
});
