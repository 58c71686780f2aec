import { defineConfig } from 'vitest/config';

// Two cores: one forked worker per core; each test file builds its own app and database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One seeded database per run; each test file starts from a copy of it (src/test/context.ts).
    globalSetup: ['src/test/template.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
