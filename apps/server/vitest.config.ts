import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds one migrated, seeded database that every test file copies.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A parse process at nice +10 (the server's default) waits behind the other worker's test file; here both
    // get the machine alike, as the timeouts below assume.
    env: { PARSE_NICENESS: '0' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
