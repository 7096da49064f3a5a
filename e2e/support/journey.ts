import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser, newPage, screenshot, type TPageOptions, unansweredRequests } from './browser.ts';
import { hasWebBuild, PORT_RANGE, startPortalServer, type TRunningServer, WEB_DIST } from './server.ts';

/**
 * Journeys use 3221-3229 so they never meet a developer's server on 3000 or Vite on 5173. E2E_PORT_BASE
 * moves the nine ports (e.g. 3421 for a second checkout running its journeys at the same time).
 */
const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE) || 3221;
const E2E_PORTS = PORT_RANGE(E2E_PORT_BASE, E2E_PORT_BASE + 8);

export type TJourney = {
  readonly baseUrl: string;
  /** A page in a fresh browser context (a new visitor); the failure screenshot is taken of the last one. */
  newPage: (options?: TPageOptions) => Promise<Page>;
};

/**
 * Registers the hooks of one journey file: a server of its own on a fresh PGlite folder (so journeys never
 * see each other's data, e.g. a changed password), one Chromium, and a screenshot of the last page when a
 * test fails. Call it inside `describe`; `env` adds to the server's environment (e.g. ENABLED_FEATURES),
 * `publicHost` names the host the browser uses (see TServerOptions).
 */
export function setUpJourney(
  name: string,
  options: { env?: Record<string, string>; publicHost?: 'localhost' | '127.0.0.1' } = {},
): TJourney {
  let server: TRunningServer | undefined;
  let browser: Browser | undefined;
  let lastPage: Page | undefined;

  before(async () => {
    if (!hasWebBuild()) throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first (npm run test:e2e does)`);
    server = await startPortalServer({
      ports: E2E_PORTS,
      logFile: path.join(ARTIFACTS_DIR, `${name}-server.log`),
      ...(options.env ? { env: options.env } : {}),
      ...(options.publicHost ? { publicHost: options.publicHost } : {}),
    });
    browser = await launchBrowser();
  });

  afterEach(async (t) => {
    // Node 20's type definitions lack TestContext.passed; the runtime has it.
    if (Reflect.get(t, 'passed') === false && lastPage && !lastPage.isClosed()) {
      await screenshot(lastPage, `${name}-FAILED-${t.name.slice(0, 40)}`).catch(() => undefined);
      console.error(`[${name}] failed on ${lastPage.url()}`);
      const unanswered = unansweredRequests(lastPage);
      if (unanswered.length > 0) console.error(`[${name}] API calls unanswered: ${unanswered.join('; ')}`);
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get baseUrl() {
      if (!server) throw new Error('the server is not started yet');
      return server.baseUrl;
    },
    async newPage(options) {
      if (!browser || !server) throw new Error('the browser is not started yet');
      lastPage = await newPage(browser, server.baseUrl, options);
      return lastPage;
    },
  };
}
