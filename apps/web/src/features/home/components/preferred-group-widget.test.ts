import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addTexts, setLanguage } from '../../../lib/translation.ts';
import common from '../../../locales/en/common.json';
import home from '../../../locales/en/home.json';
import validation from '../../../locales/en/validation.json';
import { PreferredGroupJoinWidget } from './preferred-group-widget.tsx';

/** Only the start-up parts and the dashboard's own: the widget must not need the account page's texts. */
async function renderJoinWidget(): Promise<string> {
  addTexts('en', { ...common, ...validation, ...home });
  setLanguage('en');
  const widget = createElement(PreferredGroupJoinWidget, { user: { identity: 'u-1' } });
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, widget));
}

describe('the dashboard widget for a researcher in no group', () => {
  it('offers a labelled group-code field and the join button, with its title and intro', async () => {
    const html = await renderJoinWidget();
    expect(html).toContain(`>${home['home-preferred-group-join-title']}</h2>`);
    expect(html).toContain(home['home-preferred-group-join-intro'].replace("'", '&#x27;'));
    const input = /<input[^>]*id="([^"]+)"[^>]*>/.exec(html);
    expect(input?.[0]).toContain('name="groupCode"');
    expect(html).toContain(`for="${input?.[1]}"`);
    expect(html).toMatch(new RegExp(`<label[^>]*for="${input?.[1]}"[^>]*>${common['account-group-code-field']}`));
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>.*${common['account-join-group']}.*</button>`));
  });
});
