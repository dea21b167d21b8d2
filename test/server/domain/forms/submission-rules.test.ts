import { describe, expect, it } from 'vitest';
import { fileFieldsOf, rulesToEnforce, versionToCheck } from '../../../../server/domain/forms/submission-rules.js';
import { revalidate } from '../../../../server/domain/submissions/revalidate.js';
import { normalizedDefinition } from '../../../core/builders.js';
import { wireDefinition, wireField, wireGroup } from '../../../store/wire-definition.js';

const version = (number: number) => ({ version: number });

describe('versionToCheck', () => {
  const form = { latest: version(3), recent: [version(1), version(2)] };

  it('takes the version the page named while it is among the recent ones', () => {
    expect(versionToCheck(form, 2)).toBe(form.recent[1]);
    expect(versionToCheck(form, 3)).toBe(form.latest);
  });

  it('takes the latest when the page named none, or one no longer live', () => {
    expect(versionToCheck(form, undefined)).toBe(form.latest);
    expect(versionToCheck({ latest: version(3), recent: [version(2)] }, 1)).toEqual(version(3));
    expect(versionToCheck(form, 9)).toBe(form.latest);
  });
});

describe('rulesToEnforce', () => {
  const shown = normalizedDefinition(
    wireDefinition({
      groups: [wireGroup([wireField({ name: 'email', required: false })]), wireGroup([wireField({ name: 'nickname' })])],
      form: { captchaEnabled: false },
    }),
  );
  const latest = normalizedDefinition(
    wireDefinition({
      groups: [wireGroup([wireField({ name: 'email', required: true })]), wireGroup([wireField({ name: 'company', required: true })]), wireGroup([wireField({ name: 'attachment', fieldType: 'file' })])],
      form: { captchaEnabled: true },
    }),
  );
  const checked = (values: Record<string, string>) =>
    revalidate(rulesToEnforce(shown, latest), { fields: new Map(Object.entries(values)), files: [] }, 0).map((result) => result.fieldName);

  it("keeps the shown version's fields, so a field the latest dropped is still taken", () => {
    expect(Object.keys(rulesToEnforce(shown, latest).fields)).toContain('nickname');
  });

  it('requires what the latest requires, even a field the shown version lacks', () => {
    expect(checked({ nickname: 'Ada' })).toEqual(['email', 'company']);
    expect(checked({ email: 'ada@example.com', company: 'Acme' })).toEqual([]);
  });

  it("takes the latest's captcha setting", () => {
    expect(rulesToEnforce(shown, latest).captchaEnabled).toBe(true);
  });

  it('is the latest itself when the page showed the latest', () => {
    expect(rulesToEnforce(latest, latest)).toBe(latest);
  });

  it('lists the file fields of every version a submission may name', () => {
    expect(fileFieldsOf([shown, latest])).toEqual(new Set(['attachment']));
  });
});
