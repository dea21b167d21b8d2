import { configDefaults, defineConfig } from 'vitest/config';

const SERVER_TESTS = 'test/server/**/*.test.{ts,tsx}';
/** Server tests that replace a module (`vi.mock`): a module another file already loaded cannot be replaced in a shared worker. */
const SERVER_MODULE_MOCK_TESTS = ['test/server/http/encoded-body.test.ts'];
/**
 * Unit tests that need Node's own realm rather than a VM context: the server render loads jsdom
 * (an ES module a VM context cannot import), and a test that removes `window` (not configurable there).
 */
const NODE_REALM_TESTS = ['test/prerender/**/*.test.{ts,tsx}', 'test/ui/html/sanitize-html.test.ts'];

// Unit tests (core, api, store, server) run in Node; component and embed tests opt into a
// DOM with a `// @vitest-environment jsdom` comment at the top of the file.
// The server tests are a project of their own so that the Postgres cluster they share
// (test/server/helpers/postgres-global-setup.ts) starts only when a run includes one of them.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    restoreMocks: true,
    // Component tests render real calendars in jsdom; a loaded 2-core CI machine needs headroom.
    testTimeout: 20_000,
    // Vitest's default leaves one of a machine's cores idle; on a 2-core machine that is half of it.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          exclude: [...configDefaults.exclude, ...SERVER_MODULE_MOCK_TESTS],
          globalSetup: ['test/server/helpers/postgres-global-setup.ts'],
          // Files share their child process (and its loaded modules) one after another: each
          // starts the hosts, databases and servers it needs and stops them, so a fresh process
          // per file only loaded Fastify, Kysely and the drivers again (263 s against 160 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-module-mocks', include: SERVER_MODULE_MOCK_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          // In-process code only (no native modules, child processes or signals), each file in a
          // VM context of a long-lived worker thread: the modules and the DOM environment are not
          // loaded again for every file, which made up more than half of these tests' time.
          pool: 'vmThreads',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, SERVER_TESTS, ...NODE_REALM_TESTS],
          setupFiles: ['test/setup/web-streams.ts', 'test/setup/form-styles.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node-realm',
          pool: 'threads',
          include: NODE_REALM_TESTS,
          setupFiles: ['test/setup/form-styles.ts'],
        },
      },
    ],
  },
});
