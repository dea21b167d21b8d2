import { Link } from 'react-router';
import { texts } from '../texts';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle(texts.shell.notFoundTitle);
  return (
    <>
      <h1>{texts.shell.notFoundTitle}</h1>
      <p>{texts.shell.notFoundText}</p>
      <p>
        <Link to="/">{texts.shell.backToForms}</Link>
      </p>
    </>
  );
}
