import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { OwnerApiError, ownerApi } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
import { useSession } from '../session/session-context';
import { texts } from '../texts';
import { AddItemBar } from './fields/AddItemBar';
import { FieldList } from './fields/FieldList';
import { FormSettings } from './form-settings/FormSettings';
import { ItemSettings } from './ItemSettings';
import { LeaveDialog } from './LeaveDialog';
import { formProblems } from './model/check-form';
import { toWire } from './model/wire-conversion';
import { FormPreview } from './preview/FormPreview';
import { EmbedSnippet } from './snippet/EmbedSnippet';
import { useEditorState } from './use-editor-state';
import { useLeaveGuard } from './use-leave-guard';
import { VersionList } from './versions/VersionList';

const t = texts.editor;

type Section = 'fields' | 'settings' | 'publish' | 'preview';
const SECTIONS: readonly { id: Section; label: string }[] = [
  { id: 'fields', label: t.fieldsTab },
  { id: 'settings', label: t.settingsTab },
  { id: 'publish', label: t.publishTab },
  { id: 'preview', label: t.previewTab },
];

type Notice = { kind: 'done' | 'failed'; text: string } | null;

/**
 * `/forms/:portalId/:formId/edit`: the form's draft (else its published definition) in the editor,
 * the live preview beside it, "Save draft" and "Publish". Leaving with unsaved changes asks first.
 */
export function EditorPage() {
  const { portalId = '', formId = '' } = useParams();
  const { state: session } = useSession();
  const readOnly = session.status !== 'signed-in' || session.me.readOnly;
  const { editor, dispatch, load, published } = useEditorState(portalId, formId);
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [section, setSection] = useState<Section>('fields');
  const [versionsKey, setVersionsKey] = useState(0);
  const blocker = useLeaveGuard(editor?.dirty ?? false);
  const form = editor?.form;
  usePageTitle(t.title(form?.name.trim() || t.untitledForm));

  const definition = useMemo(() => (form ? toWire(form) : null), [form]);
  const problems = useMemo(() => (form ? formProblems(form) : []), [form]);
  const problemIds = useMemo(() => new Set(problems.flatMap((problem) => (problem.itemId ? [problem.itemId] : []))), [problems]);

  const saveDraft = useCallback(async () => {
    if (!form || !definition) return;
    await ownerApi.saveDraft(portalId, formId, definition);
    dispatch({ type: 'saved', form });
  }, [definition, dispatch, form, formId, portalId]);

  const run = (kind: 'saving' | 'publishing') => {
    if (busy !== null) return;
    setBusy(kind);
    setNotice(null);
    const work =
      kind === 'saving'
        ? saveDraft().then(() => t.saved)
        : saveDraft()
            .then(() => ownerApi.publish(portalId, formId))
            .then((version) => {
              published(version.version);
              setVersionsKey((key) => key + 1);
              return t.published(version.version);
            });
    work
      .then((text) => setNotice({ kind: 'done', text }))
      .catch((error: unknown) => {
        const message = error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable;
        setNotice({ kind: 'failed', text: kind === 'saving' ? t.saveFailed(message) : t.publishFailed(message) });
      })
      .finally(() => setBusy(null));
  };

  if (load.status === 'loading') return <p className="console-status" role="status">{t.loading}</p>;
  if (load.status === 'failed' || !editor || !form || !definition) {
    return (
      <div className="editor">
        <h1>{t.untitledForm}</h1>
        <p role="alert">{t.loadFailed(load.status === 'failed' ? load.message : '')}</p>
      </div>
    );
  }

  // While saving the buttons say so with aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page.
  const blocked = problems.length > 0;
  const working = busy !== null || undefined;
  const selectInList = (id: string) => {
    dispatch({ type: 'select', id });
    setSection('fields');
  };

  return (
    <div className={`editor editor-section-${section}`}>
      <div className="editor-bar">
        <div className="editor-title">
          <h1>{form.name.trim() || t.untitledForm}</h1>
          <Link to={`/forms/${portalId}/${formId}`}>{t.backToInbox}</Link>
          <Link to={`/forms/${portalId}/${formId}/preview`} target="_blank" title={texts.draftPreview.linkHint}>
            {texts.draftPreview.link}
          </Link>
          {editor.dirty && <span className="tag tag-unsaved">{t.unsaved}</span>}
        </div>
        {readOnly ? (
          <p className="editor-read-only">{t.readOnlyNote}</p>
        ) : (
          <div className="editor-actions">
            <button type="button" className="button" disabled={blocked} aria-disabled={working} aria-describedby={problems.length > 0 ? 'editor-problems' : undefined} onClick={() => run('saving')}>
              {busy === 'saving' ? t.saving : t.saveDraft}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={blocked}
              aria-disabled={working}
              aria-describedby={problems.length > 0 ? 'editor-problems' : undefined}
              onClick={() => run('publishing')}
            >
              {busy === 'publishing' ? t.publishing : t.publish}
            </button>
          </div>
        )}
      </div>
      <div className="editor-notice" role="status">
        {notice?.kind === 'done' && notice.text}
      </div>
      {notice?.kind === 'failed' && (
        <p className="form-message console-alert" role="alert">
          {notice.text}
        </p>
      )}
      {problems.length > 0 && !readOnly && (
        <div className="editor-problems" id="editor-problems">
          <h2>{t.problemsTitle}</h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                {problem.itemId ? (
                  <button type="button" className="link-button" onClick={() => selectInList(problem.itemId!)}>
                    {problem.message}
                  </button>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <nav className="editor-sections" aria-label={t.sections}>
        {SECTIONS.map(({ id, label }) => (
          <button key={id} type="button" className={`editor-section-button editor-section-button-${id}`} aria-pressed={section === id} onClick={() => setSection(id)}>
            {label}
          </button>
        ))}
      </nav>
      <div className="editor-body">
        <div className="editor-work">
          {(section === 'fields' || section === 'preview') && (
            <div className="editor-fields">
              {!readOnly && (
                <AddItemBar
                  onAddField={(fieldType) => dispatch({ type: 'addField', fieldType })}
                  onAddText={() => dispatch({ type: 'addText' })}
                  onAddPageBreak={() => dispatch({ type: 'addPageBreak' })}
                />
              )}
              <FieldList
                items={form.items}
                selectedId={editor.selectedId}
                readOnly={readOnly}
                problemIds={problemIds}
                onSelect={(id) => dispatch({ type: 'select', id })}
                onMove={(id, toIndex) => dispatch({ type: 'move', id, toIndex })}
                onRemove={(id) => dispatch({ type: 'remove', id })}
              />
              <ItemSettings
                items={form.items}
                selectedId={editor.selectedId}
                readOnly={readOnly}
                onFieldChange={(id, changes) => dispatch({ type: 'updateField', id, changes })}
                onTextChange={(id, html) => dispatch({ type: 'updateText', id, html })}
              />
            </div>
          )}
          {section === 'settings' && <FormSettings form={form} readOnly={readOnly} onChange={(next) => dispatch({ type: 'changeForm', form: next })} />}
          {section === 'publish' && (
            <div className="editor-publish">
              <p className="editor-publish__notifications">
                <Link to={`/forms/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}/notifications`}>{texts.notifications.editorLink}</Link>
              </p>
              <EmbedSnippet portalId={portalId} formId={formId} published={load.status === 'ready' && load.publishedVersion !== null} />
              <VersionList
                portalId={portalId}
                formId={formId}
                refreshKey={versionsKey}
                readOnly={readOnly}
                onRestore={(restored, version) => {
                  dispatch({ type: 'restore', definition: restored });
                  setNotice({ kind: 'done', text: t.restored(version) });
                  setSection('fields');
                }}
              />
            </div>
          )}
        </div>
        <section className="editor-preview" aria-label={t.previewTab}>
          <FormPreview definition={definition} />
        </section>
      </div>
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
