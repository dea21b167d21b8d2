import { defineConfig } from 'vitest/config';

// Unit tests (core, api, store, server) run in Node; component and embed tests opt into a
// DOM with a `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    // Component tests render real calendars in jsdom; a loaded 2-core CI machine needs headroom.
    testTimeout: 20_000,
  },
});
