import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ConsoleRoutes } from '../../console/App';
import { SessionProvider } from '../../console/session/SessionProvider';

/** The console's pages as the browser shows them at `/owner{path}`, with a real session provider. */
export function renderConsole(path = '/') {
  return render(
    <MemoryRouter basename="/owner" initialEntries={[`/owner${path}`]}>
      <SessionProvider>
        <ConsoleRoutes />
      </SessionProvider>
    </MemoryRouter>,
  );
}
