import { describe, expect, it } from 'vitest';
import { buildDefinitionRequest, type DefinitionRequestInput } from '../../src/core/definition-request';

const PORTAL = '123456';
const GUID = 'a1b2c3d4-0001-4000-8000-000000000001';

function input(overrides: Partial<DefinitionRequestInput> = {}): DefinitionRequestInput {
  return {
    portalId: PORTAL,
    formId: GUID,
    formsHost: 'https://forms.example.com',
    staticFilesHost: 'https://static.example.com',
    formsBaseUrl: '',
    embedDefinitionUrl: '',
    useDraft: false,
    hutk: '',
    allowUnpublished: false,
    ...overrides,
  };
}

function fetchOf(overrides: Partial<DefinitionRequestInput> = {}) {
  const request = buildDefinitionRequest(input(overrides));
  if (request.kind !== 'fetch') throw new Error(`expected a fetch, got ${JSON.stringify(request)}`);
  return request;
}

describe('buildDefinitionRequest: rejected before any request', () => {
  it('rejects a non-numeric portal id with INVALID_PORTAL_ID', () => {
    // Longer than 20 digits: the forms host would refuse it (src/core/form-ids.ts), so it is not asked.
    for (const portalId of ['', 'abc', '12 34', '123/../456', '1'.repeat(21)]) {
      const request = buildDefinitionRequest(input({ portalId }));
      expect(request.kind).toBe('rejected');
      if (request.kind === 'rejected') expect(request.error.code).toBe('INVALID_PORTAL_ID');
    }
  });

  it('rejects a form id that is not a GUID with INVALID_FORM_GUID', () => {
    for (const formId of ['', 'contact-us', `${GUID}x`]) {
      const request = buildDefinitionRequest(input({ formId }));
      expect(request.kind).toBe('rejected');
      if (request.kind === 'rejected') {
        expect(request.error.code).toBe('INVALID_FORM_GUID');
        expect(request.error.message).toContain(formId);
      }
    }
  });

  it('checks the portal id first when both are wrong', () => {
    const request = buildDefinitionRequest(input({ portalId: 'x', formId: 'y' }));
    expect(request).toEqual({ kind: 'rejected', error: expect.objectContaining({ code: 'INVALID_PORTAL_ID' }) });
  });

  it('trims the ids before checking them', () => {
    const request = fetchOf({ portalId: ` ${PORTAL} `, formId: ` ${GUID}\n` });
    expect(request.primaryUrl).toBe(`https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json`);
  });
});

describe('buildDefinitionRequest: URLs', () => {
  it('builds {base}/embed/v3/form/{portalId}/{formId}/json and the static fallback', () => {
    expect(fetchOf()).toEqual({
      kind: 'fetch',
      primaryUrl: `https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json`,
      fallbackUrl: `https://static.example.com/${PORTAL}/${GUID}.json.gz`,
    });
  });

  it('trims trailing slashes of the hosts', () => {
    const request = fetchOf({ formsHost: 'https://forms.example.com/', staticFilesHost: 'https://static.example.com//' });
    expect(request.primaryUrl).toBe(`https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json`);
    expect(request.fallbackUrl).toBe(`https://static.example.com/${PORTAL}/${GUID}.json.gz`);
  });

  it('works with a same-origin (empty) host', () => {
    const request = fetchOf({ formsHost: '', staticFilesHost: '' });
    expect(request.primaryUrl).toBe(`/embed/v3/form/${PORTAL}/${GUID}/json`);
    expect(request.fallbackUrl).toBe(`/${PORTAL}/${GUID}.json.gz`);
  });

  it('appends /draft with useDraft', () => {
    expect(fetchOf({ useDraft: true }).primaryUrl).toBe(`https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json/draft`);
  });

  it('adds hutk when known and allowUnpublished=true when the page asks', () => {
    expect(fetchOf({ hutk: 'abc123' }).primaryUrl).toBe(`https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json?hutk=abc123`);
    expect(fetchOf({ allowUnpublished: true }).primaryUrl).toBe(
      `https://forms.example.com/embed/v3/form/${PORTAL}/${GUID}/json?allowUnpublished=true`,
    );
    const both = new URL(fetchOf({ hutk: 'a b&c', allowUnpublished: true, useDraft: true }).primaryUrl);
    expect(both.pathname).toBe(`/embed/v3/form/${PORTAL}/${GUID}/json/draft`);
    expect(both.searchParams.get('hutk')).toBe('a b&c');
    expect(both.searchParams.get('allowUnpublished')).toBe('true');
  });

  it('adds no query when there is nothing to add', () => {
    expect(fetchOf().primaryUrl).not.toContain('?');
  });

  it('lets formsBaseUrl replace the host, and then offers no fallback', () => {
    const request = fetchOf({ formsBaseUrl: 'https://my-proxy.test/forms/', hutk: 'h' });
    expect(request.primaryUrl).toBe(`https://my-proxy.test/forms/embed/v3/form/${PORTAL}/${GUID}/json?hutk=h`);
    expect(request.fallbackUrl).toBeUndefined();
  });

  it('lets embedDefinitionUrl replace the whole URL, and then offers no fallback', () => {
    const url = 'https://cdn.example.net/defs/contact.json';
    const request = fetchOf({ embedDefinitionUrl: url, useDraft: true, hutk: 'h', allowUnpublished: true, formsBaseUrl: 'https://x.test' });
    expect(request).toEqual({ kind: 'fetch', primaryUrl: url, fallbackUrl: undefined });
  });
});

describe('buildDefinitionRequest: preview and builder modes', () => {
  const response = { form: { guid: GUID, formFieldGroups: [] }, properties: {} };
  const preview = (formData: Record<string, unknown>, overrides: Partial<DefinitionRequestInput> = {}) =>
    buildDefinitionRequest(input({ portalId: '', formId: '', preview: { formData }, ...overrides }));

  it('renders the formData option without ids and without any request', () => {
    expect(preview(response)).toEqual({ kind: 'given', raw: response });
  });

  it('reads a bare form object as the form of a response', () => {
    expect(preview(response.form)).toEqual({ kind: 'given', raw: { form: response.form } });
  });

  it('prefers formData to the ids when both are given', () => {
    expect(preview(response, { portalId: PORTAL, formId: GUID })).toEqual({ kind: 'given', raw: response });
  });

  it('with neither formData nor ids gives nothing to read (the load then shows the panel), not INVALID_PORTAL_ID', () => {
    expect(preview({})).toEqual({ kind: 'given', raw: undefined });
  });

  it('without formData still loads by its ids or its definition URL, and still rejects a bad id', () => {
    expect(preview({}, { portalId: PORTAL, formId: GUID }).kind).toBe('fetch');
    expect(preview({}, { embedDefinitionUrl: 'https://cdn.example.net/def.json' })).toMatchObject({ kind: 'fetch' });
    expect(preview({}, { portalId: '12ab', formId: GUID })).toMatchObject({ kind: 'rejected', error: { code: 'INVALID_PORTAL_ID' } });
  });

  it('outside those modes formData is not read: missing ids are rejected as before', () => {
    expect(buildDefinitionRequest(input({ portalId: '', formId: '' }))).toMatchObject({ kind: 'rejected', error: { code: 'INVALID_PORTAL_ID' } });
  });
});
