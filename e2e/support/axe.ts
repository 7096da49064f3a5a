import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from './browser.ts';

/** axe-core's browser build, evaluated in each page (as a script of the test, which the page's CSP does not govern). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, the level the portal promises (docs/decisions.md, "Accessibility checks"). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The portal's five language segments. */
export const AXE_LANGUAGES = ['en', 'cn', 'jp', 'br', 'es'] as const;

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** The page's serious and critical WCAG violations, as `rule: selector` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, AXE_TAGS);
  return (violations as TViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${v.help}`));
}

/** Opens a route and waits until its screen has rendered: its h1 is on screen and no spinner is left in main. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
  await page
    .waitForFunction(() => !document.querySelector('main .spinner, main [aria-busy="true"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
}
