// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertPrerendered, type PrerenderedPlace } from '../../src/loader/insert-prerendered';
import type { RenderedForm } from '../../src/loader/rendered-form-request';
import { FORM_GUID, wireDefinition } from '../store/wire-definition';

// jsdom loads no scripts: the stylesheet file "arrives" when this promise settles.
const stylesArrived = vi.hoisted(() => ({ result: Promise.resolve() as Promise<void> }));
vi.mock('../../src/lazy/load-chunk', () => ({ loadChunk: vi.fn(() => stylesArrived.result) }));

const MARKUP = `<form id="hsForm_${FORM_GUID}_0" class="hs-form" data-instance-id="0"><input name="email"><input type="submit" value="Go"></form>`;
const IN_PAGE = { renderFrame: undefined, isInsideFrame: false, pageId: '' };

function place(overrides: Partial<PrerenderedPlace> = {}): PrerenderedPlace {
  const target = document.createElement('div');
  document.body.appendChild(target);
  return { target, index: 0, instanceKey: '0', placement: IN_PAGE, waiting: () => true, ...overrides };
}
const answer = (markup: string | null, definition: unknown = wireDefinition({ groups: [] })): Promise<RenderedForm | undefined> => Promise.resolve({ definition, markup });

afterEach(() => {
  document.body.innerHTML = '';
  stylesArrived.result = Promise.resolve();
});

describe('the host markup shown before the runtime arrives', () => {
  it('goes into the wrapper the runtime renders into, with the style tokens and the submit target', async () => {
    const where = place();
    const wrapper = await insertPrerendered(document, where, answer(MARKUP));
    expect(wrapper?.parentElement).toBe(where.target);
    expect(wrapper?.id).toBe('hbspt-form-0');
    expect(wrapper?.className).toBe('hbspt-form');
    const form = wrapper!.querySelector('form')!;
    expect(form.style.getPropertyValue('--hsf-accent')).not.toBe('');
    expect(form.lastElementChild?.outerHTML).toBe(`<iframe name="target_iframe_${FORM_GUID}_0" title="" hidden="" tabindex="-1" aria-hidden="true"></iframe>`);
  });

  it('holds a submit, for the runtime to send once it has taken the form over', async () => {
    const wrapper = (await insertPrerendered(document, place(), answer(MARKUP)))!;
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    wrapper.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(wrapper.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('takes the instance key of a later form of the same kind', async () => {
    const wrapper = await insertPrerendered(document, place({ index: 3, instanceKey: '3' }), answer(MARKUP));
    expect(wrapper?.querySelector('form')?.id).toBe(`hsForm_${FORM_GUID}_3`);
    expect(wrapper?.id).toBe('hbspt-form-3');
  });

  it('shows nothing without markup, for a framed form, once the runtime has the form, or without the stylesheet', async () => {
    expect(await insertPrerendered(document, place(), answer(null))).toBeUndefined();
    expect(await insertPrerendered(document, place(), Promise.resolve(undefined))).toBeUndefined();
    expect(await insertPrerendered(document, place({ placement: { ...IN_PAGE, renderFrame: true } }), answer(MARKUP))).toBeUndefined();
    expect(await insertPrerendered(document, place({ waiting: () => false }), answer(MARKUP))).toBeUndefined();
    stylesArrived.result = Promise.reject(new Error('embed-styles.js could not be loaded'));
    expect(await insertPrerendered(document, place(), answer(MARKUP))).toBeUndefined();
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });
});
