import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds one migrated, seeded database that every test file copies.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Test files share their worker's module cache: the server's ~1,600 modules are loaded once per worker, not
    // once per file (the import took 479 s of worker time in a run of 227 files; 33 s so). Each file still
    // builds its own app on its own database copy; no test file mocks a module (docs/decisions.md).
    isolate: false,
    // A parse process at nice +10 (the server's default) waits behind the other worker's test file; here both
    // get the machine alike, as the timeouts below assume.
    env: { PARSE_NICENESS: '0' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
