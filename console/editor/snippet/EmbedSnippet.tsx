import { useEffect, useId, useState } from 'react';
import { ownerApi, type EmbedCode } from '../../api/owner-api';
import { texts } from '../../texts';
import { embedSnippets, type Snippet } from './embed-snippets';

export interface EmbedSnippetProps {
  portalId: string;
  formId: string;
  /** Only a published form has a snippet that shows anything. */
  published: boolean;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; code: EmbedCode };

const SNIPPET_TEXTS: Record<Snippet['id'], { title: string; hint: string }> = {
  container: { title: texts.snippet.container, hint: texts.snippet.containerHint },
  create: { title: texts.snippet.create, hint: texts.snippet.createHint },
  pinned: { title: texts.snippet.pinned, hint: texts.snippet.pinnedHint },
};

/** Copyable embed codes for a published form. */
export function EmbedSnippet({ portalId, formId, published }: EmbedSnippetProps) {
  const t = texts.snippet;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [copyStatus, setCopyStatus] = useState<{ text: string; refused: boolean }>({ text: '', refused: false });

  useEffect(() => {
    if (!published) return undefined;
    let current = true;
    setLoaded({ state: 'loading' });
    ownerApi.embedCode(portalId, formId).then(
      (code) => current && setLoaded({ state: 'loaded', code }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId, published]);

  const copy = async (snippet: Snippet) => {
    const what = SNIPPET_TEXTS[snippet.id].title;
    try {
      // Missing outside a secure context: refused like a denied permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(snippet.code);
      setCopyStatus({ text: t.copied(what), refused: false });
    } catch {
      setCopyStatus({ text: t.copyRefused, refused: true });
    }
  };

  return (
    <section className="embed-snippet" aria-label={t.title}>
      <h2>{t.title}</h2>
      {!published && <p className="version-list__note">{t.publishFirst}</p>}
      {published && loaded.state === 'loading' && (
        <p className="version-list__note" role="status">
          {t.loading}
        </p>
      )}
      {published && loaded.state === 'failed' && (
        <p className="form-message" role="alert">
          {t.loadFailed(loaded.message)}
        </p>
      )}
      {published && loaded.state === 'loaded' && (
        <>
          {embedSnippets(loaded.code).map((snippet) => (
            <SnippetBlock key={snippet.id} snippet={snippet} onCopy={() => void copy(snippet)} />
          ))}
          {loaded.code.pinned === null && <p className="version-list__note">{t.noPinned}</p>}
        </>
      )}
      <p className={`embed-snippet__status${copyStatus.refused ? ' embed-snippet__status--refused' : ''}`} role="status">
        {copyStatus.text}
      </p>
    </section>
  );
}

function SnippetBlock({ snippet, onCopy }: { snippet: Snippet; onCopy(): void }) {
  const { title, hint } = SNIPPET_TEXTS[snippet.id];
  const titleId = useId();
  return (
    <div className="embed-snippet__block">
      <div className="embed-snippet__head">
        <h3 id={titleId}>{title}</h3>
        <button type="button" className="button button-small" aria-label={texts.snippet.copyNamed(title)} onClick={onCopy}>
          {texts.snippet.copy}
        </button>
      </div>
      <p className="embed-snippet__hint">
        {hint}
      </p>
      <pre className="embed-snippet__code" data-snippet={snippet.id}>
        <code>{snippet.code}</code>
      </pre>
    </div>
  );
}
