import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot, waitForPath } from '../support/browser.ts';
import { translated } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

describe('(e) language switch', () => {
  const journey = setUpJourney('e-language-switch');

  it('switches the login page to Japanese: /jp/ URL, lang="ja", Japanese texts', async () => {
    const page = await journey.newPage();
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await screenshot(page, 'e-language-switch-1-english');

    const language = page.getByLabel('Language');
    const japanese = await language.locator('option').evaluateAll((options) => {
      const values = options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' }));
      return values.find((o) => o.value === 'jp' || o.value === 'ja_JP' || o.label.includes('日本語'))?.value;
    });
    assert.ok(japanese, 'the language menu offers Japanese');
    await language.selectOption(japanese);

    await waitForPath(page, /^\/jp\/login/);
    const signIn = translated('ja', 'Sign in');
    await page.getByRole('button', { name: signIn, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    await page.getByLabel(translated('ja', 'Email address')).waitFor();
    await screenshot(page, 'e-language-switch-2-japanese');
  });
});
