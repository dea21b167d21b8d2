import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { consoleRoutes } from '../../console/App';
import { ConsoleRouterProvider } from '../../console/live-router';

/**
 * The console's pages as the browser shows them at `/owner{path}`, with a real session provider.
 * The router is returned too, for tests that navigate the way a link or the back button would.
 */
export function renderConsole(path = '/') {
  const router = createMemoryRouter(consoleRoutes, { basename: '/owner', initialEntries: [`/owner${path}`] });
  return { ...render(<ConsoleRouterProvider router={router} />), router };
}
