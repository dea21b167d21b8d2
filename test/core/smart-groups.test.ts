import { describe, expect, it } from 'vitest';
import { groupsShown } from '../../src/core/smart-groups';
import { normalizedDefinition } from './builders';
import { wireDefinition, wireField, wireGroup } from '../store/wire-definition';

type Wire = Record<string, unknown>;

/** Group 0: email (not smart); group 1: smart, company and jobtitle; group 2: smart, rich text only. */
function definition({ top = {}, company = {}, jobtitle = {} }: { top?: Wire; company?: Wire; jobtitle?: Wire } = {}) {
  return normalizedDefinition(wireDefinition({
    groups: [
      wireGroup([wireField({ name: 'email', label: 'Email' })]),
      wireGroup([wireField({ name: 'company', label: 'Company', ...company }), wireField({ name: 'jobtitle', label: 'Job title', ...jobtitle })], { isSmartGroup: true }),
      wireGroup([], { isSmartGroup: true, richText: { content: '<p>More about you</p>', type: 'TEXT' } }),
    ],
    top,
  }));
}

const knownVisitor = { deactivateSmartForm: false, visitorKnown: true };
const everythingKnown = { hasKnownProperties: true, knownSmartFields: ['email', 'company', 'jobtitle'] };

describe('groupsShown', () => {
  it('hides a smart group whose fields are all known, for a recognised visitor', () => {
    expect(groupsShown(definition({ top: everythingKnown }), knownVisitor)).toEqual([true, false, true]);
  });

  it('shows every group to a visitor the embed does not know (or who reset the cookie)', () => {
    expect(groupsShown(definition({ top: everythingKnown }), { deactivateSmartForm: false, visitorKnown: false })).toEqual([true, true, true]);
  });

  it('shows every group when the site owner turned smart forms off', () => {
    expect(groupsShown(definition({ top: everythingKnown }), { deactivateSmartForm: true, visitorKnown: true })).toEqual([true, true, true]);
  });

  it('shows every group when the host says it does not know the visitor', () => {
    const top = { ...everythingKnown, hasKnownProperties: false };
    expect(groupsShown(definition({ top }), knownVisitor)).toEqual([true, true, true]);
  });

  it('reads hasKnownProperties from the form when the top level leaves it out', () => {
    const known = normalizedDefinition(wireDefinition({
      groups: [wireGroup([wireField({ name: 'company', fieldValueKnown: true })], { isSmartGroup: true })],
      form: { hasKnownProperties: true },
    }));
    expect(groupsShown(known, knownVisitor)).toEqual([false]);
  });

  it('shows a smart group while one of its fields is unknown', () => {
    const top = { hasKnownProperties: true, knownSmartFields: ['company'] };
    expect(groupsShown(definition({ top }), knownVisitor)).toEqual([true, true, true]);
  });

  it('counts fields the host marks fieldValueKnown as known', () => {
    const known = { fieldValueKnown: true };
    expect(groupsShown(definition({ top: { hasKnownProperties: true }, company: known, jobtitle: known }), knownVisitor)).toEqual([true, false, true]);
    expect(groupsShown(definition({ top: { hasKnownProperties: true, knownSmartFields: ['jobtitle'] }, company: known }), knownVisitor)).toEqual([true, false, true]);
    expect(groupsShown(definition({ top: { hasKnownProperties: true }, company: known }), knownVisitor)).toEqual([true, true, true]);
  });

  it('matches knownSmartFields by property name or by field id', () => {
    const companyObject = { objectTypeId: '0-2', propertyObjectType: 'COMPANY' };
    const byName = definition({ top: { hasKnownProperties: true, knownSmartFields: ['company', 'jobtitle'] }, company: companyObject });
    expect(byName.fields['0-2/company']).toBeDefined();
    expect(groupsShown(byName, knownVisitor)).toEqual([true, false, true]);
    const byId = definition({ top: { hasKnownProperties: true, knownSmartFields: ['0-2/company', 'jobtitle'] }, company: companyObject });
    expect(groupsShown(byId, knownVisitor)).toEqual([true, false, true]);
  });

  it('always shows a group that is not smart, however known its fields', () => {
    const known = normalizedDefinition(wireDefinition({
      groups: [wireGroup([wireField({ name: 'email', fieldValueKnown: true })])],
      top: everythingKnown,
    }));
    expect(groupsShown(known, knownVisitor)).toEqual([true]);
  });

  it('hides smart groups from known values alone when the host leaves hasKnownProperties out', () => {
    const top = { properties: { company: 'Example Co' }, knownSmartFields: ['company', 'jobtitle'] };
    expect(groupsShown(definition({ top }), knownVisitor)).toEqual([true, false, true]);
  });

  it('answers one flag per group', () => {
    expect(groupsShown(normalizedDefinition(wireDefinition({ groups: [] })), knownVisitor)).toEqual([]);
  });
});
