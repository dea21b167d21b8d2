import { describe, expect, it } from 'vitest';
import { formNameOf, isUnpublished, parseWireDefinition, versionText } from '../../../../server/domain/forms/wire-definition.js';

const GUID = 'a1b2c3d4-0001-4000-8000-000000000001';

describe('versionText', () => {
  it('adds the version as the last formVersion pair of form.metaData, replacing one it had', () => {
    const definition = { form: { guid: GUID, metaData: [{ name: 'formVersion', value: '1' }, { name: 'lang', value: 'en' }] }, scopes: {} };
    expect(JSON.parse(versionText(definition, 4))).toEqual({
      form: { guid: GUID, metaData: [{ name: 'lang', value: 'en' }, { name: 'formVersion', value: '4' }] },
      scopes: {},
    });
  });

  it('serves a definition whose metaData is not a list as it is', () => {
    const definition = { form: { guid: GUID, metaData: 'not a list' } };
    expect(JSON.parse(versionText(definition, 2))).toEqual(definition);
  });
});

describe('parseWireDefinition', () => {
  it('reads a JSON object with a form object', () => {
    expect(parseWireDefinition(`{"form":{"guid":"${GUID}"}}`)).toEqual({ ok: true, definition: { form: { guid: GUID } } });
  });

  it('names what is wrong otherwise', () => {
    expect(parseWireDefinition('{ "form": ')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON: /) as unknown });
    expect(parseWireDefinition('[]')).toEqual({ ok: false, error: 'a definition must be a JSON object' });
    expect(parseWireDefinition('{"form":"x"}')).toEqual({ ok: false, error: 'a definition must have a "form" object' });
  });
});

describe('formNameOf and isUnpublished', () => {
  it('names a form by form.name, else by its GUID', () => {
    expect(formNameOf({ form: { name: ' Contact us ' } }, GUID)).toBe('Contact us');
    expect(formNameOf({ form: { name: '' } }, GUID)).toBe(GUID);
    expect(formNameOf({ form: { name: 7 } }, GUID)).toBe(GUID);
  });

  it('counts only isPublished exactly false as unpublished', () => {
    expect(isUnpublished({ form: { isPublished: false } })).toBe(true);
    expect(isUnpublished({ form: { isPublished: 'false' } })).toBe(false);
    expect(isUnpublished({ form: {} })).toBe(false);
  });
});
