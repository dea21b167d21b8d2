import { useEffect, useState } from 'react';
import { ownerApi, type FormVersion } from '../../api/owner-api';
import { readableTime } from '../../inbox/format-time';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types';
import { texts } from '../../texts';

export interface VersionListProps {
  portalId: string;
  formId: string;
  /** Changes after each publish, so the list reloads. */
  refreshKey: number;
  readOnly: boolean;
  /** The owner chose to restore this version as the draft. */
  onRestore(definition: WireDefinitionResponse, version: number): void;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; versions: FormVersion[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The published versions of a form, newest first, who published each and when; each can be restored as the draft. */
export function VersionList({ portalId, formId, refreshKey, readOnly, onRestore }: VersionListProps) {
  const t = texts.versions;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [restoring, setRestoring] = useState<number | undefined>(undefined);
  const [restoreError, setRestoreError] = useState('');

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    ownerApi.formVersions(portalId, formId).then(
      ({ versions }) => current && setLoaded({ state: 'loaded', versions: [...versions].sort((a, b) => b.version - a.version) }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId, refreshKey]);

  const restore = async (version: number) => {
    setRestoring(version);
    setRestoreError('');
    try {
      const detail = await ownerApi.formVersion(portalId, formId, version);
      onRestore(detail.definition as WireDefinitionResponse, version);
    } catch (error) {
      setRestoreError(t.restoreFailed(version, messageOf(error)));
    } finally {
      setRestoring(undefined);
    }
  };

  return (
    <section className="version-list" aria-label={t.title}>
      <h2>{t.title}</h2>
      {loaded.state === 'loading' && (
        <p className="version-list__note" role="status">
          {t.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <p className="form-message" role="alert">
          {t.loadFailed(loaded.message)}
        </p>
      )}
      {loaded.state === 'loaded' && loaded.versions.length === 0 && <p className="version-list__note">{t.none}</p>}
      {loaded.state === 'loaded' && loaded.versions.length > 0 && (
        <div className="version-list__scroll">
          <table>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.version}</th>
                <th scope="col">{t.publishedAt}</th>
                <th scope="col">{t.publishedBy}</th>
                {!readOnly && <th scope="col">{t.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {loaded.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row" data-label={t.version}>
                    {version.version}
                  </th>
                  <td data-label={t.publishedAt}>
                    <time dateTime={version.publishedAt}>{readableTime(version.publishedAt)}</time>
                  </td>
                  <td data-label={t.publishedBy}>{version.publishedBy ?? t.fromFiles}</td>
                  {!readOnly && (
                    <td>
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={t.restoreVersion(version.version)}
                        disabled={restoring !== undefined}
                        onClick={() => void restore(version.version)}
                      >
                        {restoring === version.version ? t.restoring : t.restore}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="form-message" role="alert">
        {restoreError}
      </p>
    </section>
  );
}
