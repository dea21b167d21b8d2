import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { OwnerApiError } from '../api/owner-api';
import { useSession } from '../session/session-context';
import { texts } from '../texts';
import { useFocusOnNavigation } from './focus-on-navigation';

/** The frame of every signed-in page: the product, who is signed in, "Sign out", then the page. */
export function ConsoleLayout() {
  const { state, signOut } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const me = state.status === 'signed-in' ? state.me : null;
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  const leave = () => {
    setMessage(null);
    signOut().catch((error: unknown) => setMessage(error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable));
  };

  return (
    <>
      <header className="console-header">
        <Link to="/" className="product-name">
          {texts.shell.productName}
        </Link>
        {me && (
          <div className="signed-in">
            <span>
              {texts.shell.signedInAs} <strong>{me.name}</strong>
              {me.readOnly && <span className="tag">{texts.shell.readOnly}</span>}
            </span>
            <button type="button" className="button" onClick={leave}>
              {texts.shell.signOut}
            </button>
          </div>
        )}
      </header>
      {message && (
        <p role="alert" className="form-message console-alert">
          {message}
        </p>
      )}
      <main className="console-main" ref={main}>
        <Outlet />
      </main>
    </>
  );
}
