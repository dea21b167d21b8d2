// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FormVersion } from '../../../../console/api/owner-api';
import { VersionList } from '../../../../console/editor/versions/VersionList';
import { fakeHost, recordRequests, useFakeHost } from '../../fake-host';

useFakeHost();

const PORTAL = '123456';
const FORM = 'a1b2c3d4-0001-4000-8000-000000000001';
const VERSIONS_URL = `*/api/v1/portals/${PORTAL}/forms/${FORM}/versions`;
const VERSIONS: FormVersion[] = [
  { version: 1, publishedAt: '2026-01-01T10:00:00.000Z', publishedBy: null },
  { version: 2, publishedAt: '2026-02-01T10:00:00.000Z', publishedBy: 'site-owner' },
  { version: 3, publishedAt: '2026-03-01T10:00:00.000Z', publishedBy: 'ADMIN_TOKEN' },
];
const definitionOf = (version: number) => ({ form: { guid: FORM, name: `Contact v${version}`, formFieldGroups: [] } });

function answerVersions(versions: FormVersion[] = VERSIONS) {
  fakeHost.use(
    http.get(VERSIONS_URL, () => HttpResponse.json({ versions })),
    http.get(`${VERSIONS_URL}/:version`, ({ params }) => {
      const found = versions.find((version) => version.version === Number(params.version));
      return found
        ? HttpResponse.json({ ...found, definition: definitionOf(found.version) })
        : HttpResponse.json({ status: 'error', message: `form ${FORM} has no version ${String(params.version)}`, errorType: 'VERSION_NOT_FOUND' }, { status: 404 });
    }),
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('VersionList', () => {
  it('lists the versions newest first: number, when and by whom', async () => {
    answerVersions();
    render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={() => undefined} />);
    await screen.findByRole('table', { name: 'Published versions, newest first' });
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['3', '2', '1']);
    expect(within(rows()[1]!).getByText('site-owner')).toBeTruthy();
    expect(within(rows()[2]!).getByText('Imported from files')).toBeTruthy();
    expect(rows()[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('restores a version as the draft: fetches its definition and hands it over', async () => {
    answerVersions();
    const onRestore = vi.fn();
    render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={onRestore} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore as draft (version 2)' }));
    expect(onRestore).toHaveBeenCalledWith(definitionOf(2), 2);
  });

  it('says why a restore failed, naming the version', async () => {
    answerVersions();
    fakeHost.use(http.get(`${VERSIONS_URL}/1`, () => HttpResponse.json({ status: 'error', message: 'The host is down' }, { status: 503 })));
    const onRestore = vi.fn();
    render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={onRestore} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore as draft (version 1)' }));
    expect((await screen.findByText(/could not be restored/)).textContent).toBe('Version 1 could not be restored: The host is down');
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('offers no restore to a read-only session', async () => {
    answerVersions();
    render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly onRestore={() => undefined} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('reloads when the refresh key changes (after a publish)', async () => {
    answerVersions(VERSIONS.slice(0, 2));
    const requests = recordRequests();
    const { rerender } = render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={() => undefined} />);
    await screen.findByRole('rowheader', { name: '2' });
    answerVersions();
    rerender(<VersionList portalId={PORTAL} formId={FORM} refreshKey={1} readOnly={false} onRestore={() => undefined} />);
    await screen.findByRole('rowheader', { name: '3' });
    expect(requests.filter((request) => request.url.endsWith('/versions'))).toHaveLength(2);
  });

  it('says when nothing is published yet, and when the list could not be loaded', async () => {
    answerVersions([]);
    const { unmount } = render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={() => undefined} />);
    await screen.findByText('Not published yet.');
    unmount();
    fakeHost.use(http.get(VERSIONS_URL, () => HttpResponse.json({ status: 'error', message: `portal ${PORTAL} has no form ${FORM}` }, { status: 404 })));
    render(<VersionList portalId={PORTAL} formId={FORM} refreshKey={0} readOnly={false} onRestore={() => undefined} />);
    expect((await screen.findByText(/could not be loaded/)).textContent).toBe(`The versions could not be loaded: portal ${PORTAL} has no form ${FORM}`);
  });
});
