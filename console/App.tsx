import { useState } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { DraftPreviewPage } from './editor/DraftPreviewPage';
import { EditorPage } from './editor/EditorPage';
import { FormsListPage } from './forms/FormsListPage';
import { ImportFormPage } from './import/ImportFormPage';
import { NewFormPage } from './forms/NewFormPage';
import { InboxPage } from './inbox/InboxPage';
import { ConsoleRouterProvider } from './live-router';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { NotFoundPage } from './layout/NotFoundPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { LeadPage } from './lead/LeadPage';
import { RequireSession } from './session/RequireSession';
import { SessionProvider } from './session/SessionProvider';
import { SignInPage } from './sign-in/SignInPage';

/**
 * The console's pages under `/owner` (the host serves index.html for each); every one but sign-in
 * needs a session. A data router, so that a page can hold the owner back from leaving (the editor's
 * unsaved changes); the session provider sits inside it, where its pages can navigate.
 */
export const consoleRoutes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      {
        element: (
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <FormsListPage /> },
          { path: '/forms/new', element: <NewFormPage /> },
          { path: '/forms/import', element: <ImportFormPage /> },
          { path: '/forms/:portalId/:formId', element: <InboxPage /> },
          { path: '/forms/:portalId/:formId/edit', element: <EditorPage /> },
          { path: '/forms/:portalId/:formId/preview', element: <DraftPreviewPage /> },
          { path: '/forms/:portalId/:formId/notifications', element: <NotificationsPage /> },
          { path: '/leads/:conversionId', element: <LeadPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(consoleRoutes, { basename: '/owner' }));
  return <ConsoleRouterProvider router={router} />;
}
