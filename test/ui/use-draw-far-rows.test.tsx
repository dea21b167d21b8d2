// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAR_ROW_SLICE_ATTRIBUTE, FAR_ROW_SLICES, FAR_ROW_STYLES, NEAR_ROWS } from '../../src/ui/styles/far-rows';
import { textFieldsDefinition, wireDefinition, wireField, wireGroup } from '../store/wire-definition';
import { renderLoaded } from './form-harness';
import { heldFrames } from './held-frames';
import { registerSanitizer } from './register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

const fieldNames = (count: number) => Array.from({ length: count }, (_, index) => `field_${index + 1}`);
const slice = (form: HTMLFormElement) => form.getAttribute(FAR_ROW_SLICE_ATTRIBUTE);
/** Paints as many frames as drawing every slice takes, and one more: the drawing is over. */
async function paintEverySlice(frames: ReturnType<typeof heldFrames>): Promise<void> {
  for (let frame = 0; frame <= FAR_ROW_SLICES; frame += 1) await frames.paint();
}

describe('useDrawFarRows', () => {
  it("draws a long form's far rows once, a slice per painted frame, then takes its mark away", async () => {
    const frames = heldFrames();
    const { form } = await renderLoaded(textFieldsDefinition(fieldNames(NEAR_ROWS + 8)));
    // Marked once every row is in, with nothing drawn before the form's first paint.
    expect(slice(form)).toBe('0');
    const seen: (string | null)[] = [];
    for (let frame = 0; frame <= FAR_ROW_SLICES; frame += 1) {
      await frames.paint();
      seen.push(slice(form));
    }
    expect(seen).toEqual([...Array.from({ length: FAR_ROW_SLICES }, (_, index) => String(index + 1)), null]);
    await frames.paint();
    expect(slice(form)).toBeNull();
  });

  it('leaves a form of 12 rows or fewer alone: it has no far rows', async () => {
    const frames = heldFrames();
    const { form } = await renderLoaded(textFieldsDefinition(fieldNames(NEAR_ROWS)));
    expect(slice(form)).toBeNull();
    await frames.paint();
    expect(slice(form)).toBeNull();
  });

  it('draws the far rows of each page of a multi-page form, whose rows are new', async () => {
    const frames = heldFrames();
    const page = (first: number) => fieldNames(NEAR_ROWS + 3).map((name) => wireGroup([wireField({ name: `${name}_of_${first}` })]));
    const { form, store } = await renderLoaded(wireDefinition({ groups: [...page(1), wireGroup([], { isPageBreak: true }), ...page(2)] }));
    await paintEverySlice(frames);
    expect(slice(form)).toBeNull();
    act(() => store.getState().goToPage(2));
    expect(form.querySelector('[name=field_1_of_2]')).not.toBeNull();
    expect(slice(form)).toBe('0');
    await frames.paint();
    expect(slice(form)).toBe('1');
  });

  it('draws the far rows again after each submit that finds problems, which shows errors in rows out of view', async () => {
    const frames = heldFrames();
    const names = fieldNames(NEAR_ROWS + 3);
    const { form, store } = await renderLoaded(wireDefinition({ groups: names.map((name) => wireGroup([wireField({ name, required: true })])) }));
    await paintEverySlice(frames);
    expect(slice(form)).toBeNull();
    await act(() => store.getState().submit());
    expect(form.querySelector(`.hs_${names.at(-1)} .hs-error-msg`)).not.toBeNull();
    expect(slice(form)).toBe('0');
    await frames.paint();
    expect(slice(form)).toBe('1');
    // A second attempt, the same problems: drawn again from the first slice.
    await act(() => store.getState().submit());
    expect(slice(form)).toBe('0');
  });

  it('draws the far rows again after a visitor reset, which shows the smart groups a known visitor did not see', async () => {
    const frames = heldFrames();
    const { form, store } = await renderLoaded(textFieldsDefinition(fieldNames(NEAR_ROWS + 3)));
    await paintEverySlice(frames);
    expect(slice(form)).toBeNull();
    act(() => store.getState().resetVisitor());
    expect(slice(form)).toBe('0');
    await frames.paint();
    expect(slice(form)).toBe('1');
  });

  it('stops drawing when the form goes', async () => {
    const frames = heldFrames();
    const { form, unmount } = await renderLoaded(textFieldsDefinition(fieldNames(NEAR_ROWS + 1)));
    await frames.paint();
    expect(slice(form)).toBe('1');
    unmount();
    expect(slice(form)).toBeNull();
    await frames.paint();
    expect(slice(form)).toBeNull();
    expect(frames.pending()).toBe(0);
  });
});

describe('FAR_ROW_STYLES', () => {
  /** The selector of each rule, and its declarations. */
  const rules = FAR_ROW_STYLES.split('\n').map((rule) => ({ selector: rule.slice(0, rule.indexOf('{')), body: rule.slice(rule.indexOf('{')) }));

  it('skips the rows after the first 12 that do not hold the focus; each remembers its height, focused or not, and counts as 80 px tall until drawn', () => {
    expect(rules.slice(0, 2)).toEqual([
      { selector: `.hbspt-form .hs-form fieldset:nth-of-type(n+${NEAR_ROWS + 1})`, body: '{contain-intrinsic-size:auto 80px}' },
      { selector: `.hbspt-form .hs-form fieldset:nth-of-type(n+${NEAR_ROWS + 1}):not(:focus-within)`, body: '{content-visibility:auto;overflow-clip-margin:6px}' },
    ]);
  });

  it('draws every far row in exactly one slice, none of the near ones', () => {
    document.body.innerHTML = `<div class="hbspt-form"><form class="hs-form">${'<fieldset></fieldset>'.repeat(NEAR_ROWS + 3 * FAR_ROW_SLICES)}</form></div>`;
    const form = document.querySelector('form')!;
    const rows = Array.from(form.children);
    const slicesOf = new Map<Element, number[]>();
    for (let index = 1; index <= FAR_ROW_SLICES; index += 1) {
      form.setAttribute(FAR_ROW_SLICE_ATTRIBUTE, String(index));
      for (const { selector, body } of rules.slice(2)) {
        expect(body).toBe('{content-visibility:visible}');
        for (const row of document.querySelectorAll(selector)) slicesOf.set(row, [...(slicesOf.get(row) ?? []), index]);
      }
    }
    expect(rows.slice(0, NEAR_ROWS).some((row) => slicesOf.has(row))).toBe(false);
    expect(rows.slice(NEAR_ROWS).map((row) => slicesOf.get(row)?.length)).toEqual(rows.slice(NEAR_ROWS).map(() => 1));
  });
});
