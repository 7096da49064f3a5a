import { defineConfig } from 'vitest/config';

/**
 * The test tiers (ARCHITECTURE.md, "Test tiers"); the third, the browser journeys, is Playwright's (e2e/,
 * `npm run test:e2e`):
 * - unit: projects `domain` and `web`, no database and no browser;
 * - API on a real database: project `server`, `app.inject` against a copy of one migrated, seeded database
 *   per test file (PGlite, and PostgreSQL too when DATABASE_URL is set), beside the server's own unit tests.
 * `npx vitest run --project <name>` runs one project.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
