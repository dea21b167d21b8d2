import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** Where the api tests' forms host answers (msw intercepts every request to it). */
export const MOCK_HOST = 'http://forms.test';

/**
 * One msw server for a test file, started before its tests and stopped after them; any
 * request without a handler fails the test. Handlers and fake timers are reset after each test.
 */
export function useMockFormsHost(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
