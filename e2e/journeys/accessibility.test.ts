import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

type TA11yReport = { unlabelled: string[]; h1Count: number; mainCount: number; lang: string; title: string };

/**
 * A smoke check without axe: every form control has an accessible name (label, aria-label or
 * aria-labelledby), one h1, one main landmark, a page language and title.
 */
function auditPage(page: Page): Promise<TA11yReport> {
  return page.evaluate(() => {
    const isVisible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden' && (el as HTMLElement).offsetParent !== null;
    };
    const controls = [...document.querySelectorAll('input, select, textarea')].filter(
      (el) => !['hidden', 'submit', 'button', 'reset', 'image'].includes((el as HTMLInputElement).type) && isVisible(el),
    );
    const nameOf = (el: Element) => {
      const ariaLabel = el.getAttribute('aria-label')?.trim();
      if (ariaLabel) return ariaLabel;
      const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
        .join(' ')
        .trim();
      if (labelledBy) return labelledBy;
      return [...((el as HTMLInputElement).labels ?? [])]
        .map((label) => label.textContent ?? '')
        .join(' ')
        .trim();
    };
    const unlabelled = controls
      .filter((el) => !nameOf(el))
      .map((el) => `<${el.tagName.toLowerCase()} name="${el.getAttribute('name') ?? ''}" id="${el.id}">`);
    return {
      unlabelled,
      h1Count: [...document.querySelectorAll('h1')].filter(isVisible).length,
      mainCount: document.querySelectorAll('main, [role="main"]').length,
      lang: document.documentElement.lang,
      title: document.title,
    };
  });
}

function assertAccessible(report: TA11yReport, where: string): void {
  assert.deepEqual(report.unlabelled, [], `${where}: every form control has an accessible name`);
  assert.equal(report.h1Count, 1, `${where}: exactly one h1`);
  assert.equal(report.mainCount, 1, `${where}: one main landmark`);
  assert.ok(report.lang, `${where}: the page declares its language`);
  assert.ok(report.title.trim(), `${where}: the page has a title`);
}

describe('(g) accessibility smoke check', () => {
  const journey = setUpJourney('g-accessibility');

  it('login page: labelled controls, one h1, a main landmark', async () => {
    const page = await journey.newPage();
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await screenshot(page, 'g-accessibility-1-login');
    assertAccessible(await auditPage(page), '/en/login');
  });

  it('registration, both stages: labelled controls, one h1, a main landmark', async () => {
    const page = await journey.newPage();
    await page.goto('/en/register');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    assertAccessible(await auditPage(page), '/en/register (stage one)');

    await page.getByLabel('Email address').fill(`a11y.${Date.now()}@example.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await screenshot(page, 'g-accessibility-2-register');
    assertAccessible(await auditPage(page), '/en/register (stage two)');
  });
});
