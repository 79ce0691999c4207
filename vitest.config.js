// Vitest projects: `js` (the JS API against the real WASM build), `e2e` (the built playground in
// headless Chromium), `package` (npm pack -> install into a fresh project -> import).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Timeouts guard against hangs, not speed: a 2-core machine under load runs a 1-second test in 5+.
      { test: { name: 'js', include: ['tests/js/**/*.test.js'], environment: 'node', testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.js'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.js'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
