import type { ReactNode } from 'react';
import type { Me } from '../api/owner-api';
import { useSession } from '../session/session-context';
import { usePageTitle } from './use-page-title';

interface PageForWritersProps {
  title: string;
  /** What a read-only session is told instead of the page's form. */
  readOnlyText: string;
  /** The page for a session that may write. */
  children(me: Me): ReactNode;
}

/** A page that makes something (a new form, an import): its title, then its form, or for a read-only session why there is none. */
export function PageForWriters({ title, readOnlyText, children }: PageForWritersProps) {
  const { state } = useSession();
  usePageTitle(title);
  const me = state.status === 'signed-in' ? state.me : null;
  if (me === null) return null;
  return (
    <>
      <h1>{title}</h1>
      {me.readOnly ? <p>{readOnlyText}</p> : children(me)}
    </>
  );
}
