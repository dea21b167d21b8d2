import { describe, expect, it } from 'vitest';
import { grantedScopes, parsePortalScopes, withGrantedScopes } from '../../../../server/domain/forms/portal-scopes.js';
import { normalizedDefinition } from '../../../core/builders.js';
import { fixtureWire } from '../../helpers/forms.js';
import { FORMS } from '../../helpers/test-host.js';

describe('parsePortalScopes', () => {
  it('reads each portal id to its scopes, a repeated scope once', () => {
    expect(
      parsePortalScopes('PORTAL_SCOPES', '{"123456":["rawHtmlAccess","customStyleAccess"],"654321":["customStyleAccess","customStyleAccess"],"7":[]}'),
    ).toEqual({ 123456: ['rawHtmlAccess', 'customStyleAccess'], 654321: ['customStyleAccess'], 7: [] });
    expect(parsePortalScopes('PORTAL_SCOPES', ' {} ')).toEqual({});
  });

  it.each([
    ['bad JSON', '{"123456":', /^PORTAL_SCOPES must be JSON/],
    ['a list at the top', '["rawHtmlAccess"]', /^PORTAL_SCOPES must be a JSON object of portal id to a list of scopes \(rawHtmlAccess, customStyleAccess\)/],
    ['null', 'null', /^PORTAL_SCOPES must be a JSON object/],
    ['a portal id that is not digits', '{"acme":["rawHtmlAccess"]}', /^PORTAL_SCOPES: "acme" is not a portal id \(digits only\)/],
    ['a portal id of 21 digits', `{"${'1'.repeat(21)}":[]}`, /^PORTAL_SCOPES: "1{21}" is not a portal id/],
    ['a scope name alone, not in a list', '{"123456":"rawHtmlAccess"}', /^PORTAL_SCOPES: portal 123456 must have a list of scopes/],
    ['an unknown scope', '{"123456":["rawHtmlAccess","scriptAccess"]}', /^PORTAL_SCOPES: portal 123456: "scriptAccess" is not a scope; the scopes are rawHtmlAccess, customStyleAccess$/],
    ['a scope of the wrong case', '{"123456":["rawhtmlaccess"]}', /"rawhtmlaccess" is not a scope/],
    ['renderRawHtml, which is the definition\'s own flag', '{"123456":["renderRawHtml"]}', /"renderRawHtml" is not a scope/],
    ['a scope that is not a string', '{"123456":[true]}', /^PORTAL_SCOPES: portal 123456: true is not a scope/],
  ])('refuses %s with a message naming the setting', (_case, json, message) => {
    expect(() => parsePortalScopes('PORTAL_SCOPES', json)).toThrow(message);
  });
});

describe('grantedScopes', () => {
  it('is the portal\'s list, and none for a portal not listed or without any setting', () => {
    const setting = { 123456: ['customStyleAccess'] as const };
    expect(grantedScopes(setting, '123456')).toEqual(['customStyleAccess']);
    expect(grantedScopes(setting, '654321')).toEqual([]);
    expect(grantedScopes(setting, 'constructor')).toEqual([]);
    expect(grantedScopes(undefined, '123456')).toEqual([]);
  });
});

describe('withGrantedScopes', () => {
  const scopesOf = (definition: unknown) => normalizedDefinition(definition).scopes;

  it('serves a definition claiming both scopes without them when none is granted, its other scopes as written', () => {
    const wire = fixtureWire(FORMS.styledWithAccess);
    expect(wire.scopes).toMatchObject({ rawHtmlAccess: true, customStyleAccess: true });
    const served = withGrantedScopes(wire, []);
    expect(served.scopes).toEqual({ ...(wire.scopes as object), rawHtmlAccess: false, customStyleAccess: false });
    expect(scopesOf(served)).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false });
    // The stored definition is not changed.
    expect(wire.scopes).toMatchObject({ rawHtmlAccess: true, customStyleAccess: true });
  });

  it('grants exactly what the portal has, even to a definition that says false or nothing', () => {
    const wire = fixtureWire(FORMS.styledWithAccess);
    const saysFalse = { ...wire, scopes: { ...(wire.scopes as object), rawHtmlAccess: false, customStyleAccess: false } };
    expect(scopesOf(withGrantedScopes(saysFalse, ['customStyleAccess']))).toMatchObject({ rawHtmlAccess: false, customStyleAccess: true });
    const { scopes: _dropped, ...saysNothing } = wire;
    expect(withGrantedScopes(saysNothing, ['rawHtmlAccess']).scopes).toEqual({ rawHtmlAccess: true, customStyleAccess: false });
    expect(withGrantedScopes({ ...wire, scopes: 'all' }, ['rawHtmlAccess', 'customStyleAccess']).scopes).toEqual({ rawHtmlAccess: true, customStyleAccess: true });
  });

  it('turns a scope written as the text "true" (which the embed would read as granted) into false', () => {
    const wire = fixtureWire(FORMS.contact);
    const claimed = { ...wire, scopes: { noBranding: true, rawHtmlAccess: 'true', customStyleAccess: 'true' } };
    expect(scopesOf(claimed)).toMatchObject({ rawHtmlAccess: true, customStyleAccess: true });
    expect(scopesOf(withGrantedScopes(claimed, []))).toMatchObject({ rawHtmlAccess: false, customStyleAccess: false, noBranding: true });
  });

  it('answers the same object when the definition already says exactly the grant, or has no scopes and nothing is granted', () => {
    const wire = fixtureWire(FORMS.styledWithAccess);
    expect(withGrantedScopes(wire, ['customStyleAccess', 'rawHtmlAccess'])).toBe(wire);
    const { scopes: _dropped, ...saysNothing } = wire;
    expect(withGrantedScopes(saysNothing, [])).toBe(saysNothing);
    const wrongType = { ...wire, scopes: 'none' };
    expect(withGrantedScopes(wrongType, [])).toBe(wrongType);
  });
});
