// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertPrerendered, type PrerenderedPlace } from '../../src/loader/insert-prerendered';
import { showPlaceholder } from '../../src/loader/loading-placeholder';
import type { RenderedForm } from '../../src/loader/rendered-form-request';
import { ENGLISH_UNFINISHED_FORM_TEXT, type UnfinishedFormText } from '../../src/i18n/unfinished-form-text';
import { FORM_GUID, PORTAL_ID, wireDefinition, wireField, wireGroup } from '../store/wire-definition';

// jsdom loads no scripts: the stylesheet file "arrives" when this promise settles.
const stylesArrived = vi.hoisted(() => ({ result: Promise.resolve() as Promise<void> }));
vi.mock('../../src/lazy/load-chunk', () => ({ loadChunk: vi.fn(() => stylesArrived.result) }));

const MARKUP = `<form id="hsForm_${FORM_GUID}_0" class="hs-form" data-instance-id="0"><input name="email"><input type="submit" value="Go"></form>`;
const IN_PAGE = { renderFrame: undefined, isInsideFrame: false, pageId: '', isShareablePage: false };

/** The placeholder's wrapper the loader shows first (`loading-placeholder.ts`), the page's n-th form. */
function place(overrides: Partial<PrerenderedPlace> & { index?: number } = {}): PrerenderedPlace & { target: Element } {
  const target = document.createElement('div');
  document.body.appendChild(target);
  const { index = 0, ...rest } = overrides;
  const wrapper = showPlaceholder(document, target, index)!;
  return { target, wrapper, instanceKey: '0', placement: IN_PAGE, waiting: () => wrapper.hasAttribute('data-placeholder'), ...rest };
}
const answer = (markup: string | null, definition: unknown = wireDefinition({ groups: [] }), unfinished: UnfinishedFormText = ENGLISH_UNFINISHED_FORM_TEXT): Promise<RenderedForm | undefined> =>
  Promise.resolve({ definition, markup, lang: 'en', dir: 'ltr', title: 'Form', unfinished });

afterEach(() => {
  document.body.innerHTML = '';
  stylesArrived.result = Promise.resolve();
});

describe('the host markup shown before the runtime arrives', () => {
  it('goes into the wrapper the runtime renders into, with the style tokens and without a submit frame (the form adds it once painted)', async () => {
    const where = place();
    const shown = await insertPrerendered(where, answer(MARKUP));
    const wrapper = shown?.wrapper;
    // In the placeholder's wrapper, in its place.
    expect(wrapper).toBe(where.wrapper);
    expect(wrapper?.parentElement).toBe(where.target);
    expect(wrapper?.id).toBe('hbspt-form-0');
    expect(wrapper?.hasAttribute('data-placeholder')).toBe(false);
    expect(wrapper?.querySelector('.hs-form-loading')).toBeNull();
    expect(wrapper?.className).toBe('hbspt-form');
    const form = wrapper!.querySelector('form')!;
    expect(form.style.getPropertyValue('--hsf-accent')).not.toBe('');
    expect(form.querySelector('iframe')).toBeNull();
  });

  it("sets a multi-page form's progress bar width, which the host's markup carries as data", async () => {
    const markup = MARKUP.replace('</form>', '<div class="hs-form-progress-bar"><span data-progress="33.333333333333336%"></span></div></form>');
    const { wrapper } = (await insertPrerendered(place(), answer(markup)))!;
    expect(wrapper.querySelector<HTMLElement>('[data-progress]')!.style.width).toBe('33.333333333333336%');
  });

  it('holds a submit, for the runtime to send once it has taken the form over', async () => {
    const { wrapper } = (await insertPrerendered(place(), answer(MARKUP)))!;
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    wrapper.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(wrapper.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('holds a Next pressed before the runtime arrives, for it to act on once', async () => {
    const markup = MARKUP.replace('<input type="submit" value="Go">', '<button type="button" class="hs-button primary hs-next"><span>Next</span></button>');
    const { wrapper } = (await insertPrerendered(place(), answer(markup)))!;
    (wrapper.querySelector('.hs-next span') as HTMLElement).click();
    expect(wrapper.hasAttribute('data-next-pending')).toBe(true);
  });

  it('takes the instance key of a later form of the same kind', async () => {
    const wrapper = (await insertPrerendered(place({ index: 3, instanceKey: '3' }), answer(MARKUP)))?.wrapper;
    expect(wrapper?.querySelector('form')?.id).toBe(`hsForm_${FORM_GUID}_3`);
    expect(wrapper?.id).toBe('hbspt-form-3');
  });

  it('puts a framed form inside the isolated frame, named and in its language, the submit held there', async () => {
    const rendered = Promise.resolve<RenderedForm>({ definition: wireDefinition({ groups: [] }), markup: MARKUP, lang: 'he-il', dir: 'rtl', title: 'טופס', unfinished: ENGLISH_UNFINISHED_FORM_TEXT });
    const { wrapper } = (await insertPrerendered(place({ placement: { ...IN_PAGE, renderFrame: true } }), rendered))!;
    expect(wrapper.hasAttribute('data-prerendered')).toBe(true);
    const frame = wrapper.querySelector<HTMLIFrameElement>(':scope > iframe.hs-form-iframe')!;
    expect(frame.title).toBe('טופס');
    const frameDoc = frame.contentDocument!;
    expect([frameDoc.documentElement.lang, frameDoc.documentElement.dir, frameDoc.title]).toEqual(['he-il', 'rtl', 'טופס']);
    const mount = frameDoc.querySelector<HTMLElement>('.hbspt-form.hs-form-frame-root')!;
    expect(mount.hasAttribute('data-prerendered')).toBe(true);
    const form = mount.querySelector('form')!;
    expect(form.ownerDocument).toBe(frameDoc);
    // Made by the frame's document: objects of the frame's window, as React's own would be.
    expect(form instanceof frameDoc.defaultView!.HTMLFormElement).toBe(true);
    expect(form.style.getPropertyValue('--hsf-accent')).not.toBe('');
    const submit = new frameDoc.defaultView!.Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(mount.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('makes the isolated frame while the answer is on its way, parses the markup into it as the answer arrives, and shows it there once the stylesheet is in', async () => {
    let answerWith: (form: RenderedForm) => void = () => undefined;
    const rendered = new Promise<RenderedForm>((resolve) => (answerWith = resolve));
    let stylesWith: () => void = () => undefined;
    stylesArrived.result = new Promise<void>((resolve) => (stylesWith = resolve));
    const where = place({ placement: { ...IN_PAGE, renderFrame: true } });
    const shown = insertPrerendered(where, rendered);
    // Added at once, its document written, while the answer and the stylesheet are on their way:
    // out of sight behind the placeholder, unstyled yet.
    const early = where.wrapper.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe')!;
    const frameDoc = early.contentDocument!;
    expect(frameDoc.querySelector('.hs-form-frame-root')).not.toBeNull();
    expect(early.style.display).toBe('none');
    expect(frameDoc.head.querySelector('[data-forms-embed-styles]')).toBeNull();
    expect(where.wrapper.querySelector(':scope > .hs-form-loading')).not.toBeNull();

    // The answer is parsed as it arrives (its form made by the frame's document), not yet shown.
    const created = vi.spyOn(frameDoc, 'createElement');
    answerWith({ definition: wireDefinition({ groups: [], form: { themeName: 'canvas' }, top: { themeCss: '.hs-form{color:red}' } }), markup: MARKUP, lang: 'en', dir: 'ltr', title: 'Contact us', unfinished: ENGLISH_UNFINISHED_FORM_TEXT });
    await vi.waitFor(() => expect(created).toHaveBeenCalledWith('template'));
    expect(frameDoc.querySelector('form')).toBeNull();
    expect(where.wrapper.querySelector(':scope > .hs-form-loading')).not.toBeNull();

    stylesWith();
    const { wrapper } = (await shown)!;
    expect(frameDoc.head.querySelector('[data-forms-embed-styles="theme"]')).not.toBeNull();
    expect(wrapper.querySelectorAll(':scope > *')).toHaveLength(1);
    expect(wrapper.firstElementChild).toBe(early);
    expect(early.style.display).toBe('');
    expect(early.title).toBe('Contact us');
    expect(early.contentDocument!.querySelector('.hs-form-frame-root > form.hs-form')).not.toBeNull();
  });

  it('shows nothing, and removes its frame, when the runtime renders the form itself while the stylesheet is on its way', async () => {
    let stylesWith: () => void = () => undefined;
    stylesArrived.result = new Promise<void>((resolve) => (stylesWith = resolve));
    let runtimeRendered = false;
    const where = place({ placement: { ...IN_PAGE, renderFrame: true }, waiting: () => !runtimeRendered });
    const created = vi.spyOn(document, 'createElement');
    const shown = insertPrerendered(where, answer(MARKUP));
    // Parsed (in the frame's document, not the page's) as the answer arrived.
    const frameDoc = where.wrapper.querySelector('iframe')!.contentDocument!;
    const parsed = vi.spyOn(frameDoc, 'createElement');
    await vi.waitFor(() => expect(parsed).toHaveBeenCalledWith('template'));
    expect(created).not.toHaveBeenCalledWith('template');
    runtimeRendered = true;
    stylesWith();
    expect(await shown).toBeUndefined();
    expect(where.wrapper.querySelector('iframe')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('removes the frame made in advance when the answer puts the form in the page', async () => {
    // No renderFrame option: framed by a theme, but this form has the legacy one, shown in the page.
    const { wrapper } = (await insertPrerendered(place({ placement: IN_PAGE }), answer(MARKUP)))!;
    expect(wrapper.querySelector(':scope > form.hs-form')).not.toBeNull();
    expect(wrapper.querySelector(':scope > iframe')).toBeNull();
  });

  it('leaves the placeholder in place when the page broke frames (reading a frame\'s document throws)', async () => {
    const contentDocument = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentDocument')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentDocument', { configurable: true, get: () => { throw new Error('no frames here'); } });
    try {
      const where = place({ placement: { ...IN_PAGE, renderFrame: true } });
      expect(await insertPrerendered(where, answer(MARKUP))).toBeUndefined();
      expect(where.wrapper.hasAttribute('data-placeholder')).toBe(true);
      expect(where.wrapper.hasAttribute('data-prerendered')).toBe(false);
      expect(where.wrapper.querySelector(':scope > .hs-form-loading')).not.toBeNull();
      expect(where.wrapper.querySelector('iframe')).toBeNull();
    } finally {
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentDocument', contentDocument);
    }
  });

  it('shows nothing without markup, in the page with a theme\'s css, once the runtime has the form, or without the stylesheet', async () => {
    expect(await insertPrerendered(place({ index: 0 }), answer(null))).toBeUndefined();
    expect(await insertPrerendered(place({ index: 1 }), Promise.resolve(undefined))).toBeUndefined();
    const themed = wireDefinition({ groups: [], form: { themeName: 'canvas' }, top: { themeCss: '.hs-form{color:red}' } });
    expect(await insertPrerendered(place({ index: 2, placement: { ...IN_PAGE, renderFrame: false } }), answer(MARKUP, themed))).toBeUndefined();
    expect(await insertPrerendered(place({ index: 3, waiting: () => false }), answer(MARKUP))).toBeUndefined();
    stylesArrived.result = Promise.reject(new Error('embed-styles.js could not be loaded'));
    expect(await insertPrerendered(place({ index: 4 }), answer(MARKUP))).toBeUndefined();
    expect(document.querySelectorAll('form')).toHaveLength(0);
    // Each keeps its placeholder, for the runtime to render into, and no frame made in advance.
    expect(document.querySelectorAll('.hbspt-form[data-placeholder] > .hs-form-loading[role=status]')).toHaveLength(5);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('when the runtime never arrives, keeps the form as typed, unsendable and saying so, its values in the tab\'s draft; undone if it arrives after all', async () => {
    sessionStorage.clear();
    const markup = MARKUP.replace('<input name="email">', '<input name="email"><input name="firstname">');
    const definition = wireDefinition({ groups: [wireGroup([wireField({ name: 'email', fieldType: 'text' }), wireField({ name: 'firstname', fieldType: 'text' })])] });
    const shown = (await insertPrerendered(place(), answer(markup, definition)))!;
    const email = shown.wrapper.querySelector<HTMLInputElement>('input[name=email]')!;
    email.value = 'ada@example.com';
    const undo = shown.keepUnfinished();
    const notice = shown.wrapper.querySelector('[role=alert]')!;
    expect(notice.textContent).toContain('This form could not finish loading');
    expect(shown.wrapper.querySelector<HTMLInputElement>('input[type=submit]')!.disabled).toBe(true);
    const draft = () => JSON.parse(sessionStorage.getItem(`forms-embed:draft:${PORTAL_ID}:${FORM_GUID}`) ?? 'null') as { values: Record<string, string> } | null;
    expect(draft()?.values).toEqual({ email: 'ada@example.com' });
    // Typed after the message showed: kept too.
    const firstname = shown.wrapper.querySelector<HTMLInputElement>('input[name=firstname]')!;
    firstname.value = 'Ada';
    firstname.dispatchEvent(new Event('input', { bubbles: true }));
    expect(draft()?.values).toEqual({ email: 'ada@example.com', firstname: 'Ada' });

    undo();
    expect(shown.wrapper.querySelector('[role=alert]')).toBeNull();
    expect(shown.wrapper.querySelector<HTMLInputElement>('input[type=submit]')!.disabled).toBe(false);
  });

  it("says so in the form's language, as the host sent it with the markup", async () => {
    const german = {
      title: 'Dieses Formular konnte nicht vollständig geladen werden',
      message: 'Es kann noch nicht gesendet werden. Ihre Eingaben bleiben in diesem Tab erhalten: Laden Sie die Seite neu, um es erneut zu versuchen.',
    };
    const shown = (await insertPrerendered(place(), answer(MARKUP, undefined, german)))!;
    shown.keepUnfinished();
    const notice = shown.wrapper.querySelector('form > [role=alert]')!;
    expect(notice.querySelector('.hs-form-missing-title')?.textContent).toBe(german.title);
    expect(notice.querySelector('.hs-form-missing-message')?.textContent).toBe(german.message);
  });
});
