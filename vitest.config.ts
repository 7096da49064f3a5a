import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The test tiers (ARCHITECTURE.md, "Test tiers"); the third, the browser journeys, is Playwright's (e2e/,
 * `npm run test:e2e`):
 * - unit: projects `domain` and `web`, no database and no browser;
 * - API on a real database: project `server`, `app.inject` against a copy of one migrated, seeded database
 *   per test file (PGlite, and PostgreSQL too when DATABASE_URL is set), beside the server's own unit tests.
 * `npx vitest run --project <name>` runs one project.
 *
 * Test files run in at least two workers: vitest's default (one fewer than the CPUs) leaves a 2-core machine,
 * such as CI's, running one file at a time with a core idle. VITEST_MAX_WORKERS overrides it. The server's
 * parse processes then run at the test's own priority (PARSE_NICENESS=0, apps/server/vitest.config.ts).
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1),
  },
});
