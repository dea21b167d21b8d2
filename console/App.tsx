import { BrowserRouter, Route, Routes } from 'react-router';
import { FormsListPage } from './forms/FormsListPage';
import { InboxPage } from './inbox/InboxPage';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { NotFoundPage } from './layout/NotFoundPage';
import { LeadPage } from './lead/LeadPage';
import { RequireSession } from './session/RequireSession';
import { SessionProvider } from './session/SessionProvider';
import { SignInPage } from './sign-in/SignInPage';

/** The console's pages under `/owner` (the host serves index.html for each); every one but sign-in needs a session. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route
        element={
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        }
      >
        <Route index element={<FormsListPage />} />
        <Route path="/forms/:portalId/:formId" element={<InboxPage />} />
        <Route path="/leads/:conversionId" element={<LeadPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/owner">
      <SessionProvider>
        <ConsoleRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
