import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { OwnerApiError, ownerApi, type WireDefinition } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
import { texts } from '../texts';
import { FormPreview } from './preview/FormPreview';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; name: string; definition: WireDefinition; isDraft: boolean };

/**
 * `/forms/:portalId/:formId/preview`: the form as it is saved (its draft, else the live version),
 * rendered by the real embed in the editor's sandboxed preview, on a page of its own: the link
 * the editor offers after "Save draft", to look at the draft whole or show it to a colleague.
 */
export function DraftPreviewPage() {
  const t = texts.draftPreview;
  const { portalId = '', formId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(loaded.status === 'loaded' ? t.title(loaded.name) : t.loading);

  useEffect(() => {
    let current = true;
    ownerApi.form(portalId, formId).then(
      (form) => {
        if (!current) return;
        const definition = form.draft?.definition ?? form.definition;
        setLoaded(definition ? { status: 'loaded', name: form.name, definition, isDraft: form.draft !== null } : { status: 'failed', message: t.nothingSaved });
      },
      (error: unknown) => current && setLoaded({ status: 'failed', message: error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable }),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId, t.nothingSaved]);

  if (loaded.status === 'loading') return <p role="status">{t.loading}</p>;
  return (
    <div className="draft-preview">
      <div className="editor-title">
        <h1>{loaded.status === 'loaded' ? t.title(loaded.name) : t.untitled}</h1>
        <Link to={`/forms/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}/edit`}>{t.backToEditor}</Link>
      </div>
      {loaded.status === 'failed' ? (
        <p role="alert" className="form-message">
          {loaded.message}
        </p>
      ) : (
        <>
          <p className="settings-hint">{loaded.isDraft ? t.showsDraft : t.showsLive}</p>
          <FormPreview definition={loaded.definition} />
        </>
      )}
    </div>
  );
}
