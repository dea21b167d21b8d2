import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { OwnerApiError } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
import { useSession } from '../session/session-context';
import type { SignInState } from '../session/RequireSession';
import { texts } from '../texts';

/** A path inside the console to go back to after signing in; anything else is the forms list. */
function returnPath(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/sign-in') ? from : '/';
}

/** The access token form; once signed in, back to where the owner was going. */
export function SignInPage() {
  const { state, signIn } = useSession();
  const location = useLocation();
  const [token, setToken] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokenId = useId();
  const messageId = useId();
  usePageTitle(texts.signIn.title);

  if (state.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await signIn(token);
    } catch (error) {
      setMessage(error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable);
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <h1>{texts.shell.productName}</h1>
      <form className="sign-in-form" onSubmit={submit} aria-busy={busy}>
        <h2>{texts.signIn.title}</h2>
        <p>{texts.signIn.intro}</p>
        <label htmlFor={tokenId}>{texts.signIn.accessToken}</label>
        <input
          id={tokenId}
          name="token"
          type="password"
          autoComplete="current-password"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : messageId}
        />
        <div id={messageId} role="alert" className="form-message">
          {message}
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.signIn.submitting : texts.signIn.submit}
        </button>
      </form>
    </main>
  );
}
