import { defineConfig } from 'vitest/config';

// The fault suite (npm run test:faults): real server processes killed, stopped and restarted, and their databases and
// stores taken away. One file at a time: each starts its own processes and clusters, and timing faults need the CPU.
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
