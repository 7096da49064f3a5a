import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../../../app/route-error-boundary.tsx';
import { addTexts, setLanguage } from '../../../lib/translation.ts';
import common from '../../../locales/en/common.json';
import shell from '../../../locales/en/shell.json';
import validation from '../../../locales/en/validation.json';
import { LoadErrorScreen } from './load-error-screen.tsx';

const translation: Record<string, string> = { ...common, ...shell, ...validation };

async function render(element: Parameters<typeof createElement>[0], path = '/en/anything'): Promise<string> {
  addTexts('en', translation);
  setLanguage('en');
  const routes = createElement(Routes, null, createElement(Route, { path: '/:lang/*', element: createElement(element) }));
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, routes));
}

describe('the error screens (researcher-area §8)', () => {
  it("says 'Unable to load application' when the application could not be loaded, with a reload button", async () => {
    const html = await render(LoadErrorScreen);
    expect(html).toContain('<h1>Unable to load application</h1>');
    expect(html).toMatch(new RegExp(`<button[^>]*>.*${translation['common-reload']}.*</button>`));
  });

  it('shows the generic error message when a screen fails, with a way back to the home of the page’s language', async () => {
    const html = await render(RouteErrorBoundary, '/jp/researcher/broken');
    expect(html).toContain(`<p>${translation['generic error message']}</p>`);
    expect(html).toMatch(/<a [^>]*href="\/jp"/);
  });
});
