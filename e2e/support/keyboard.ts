import { expect, type Frame, type Page } from '@playwright/test';

/** Where a form renders: the page itself (forms shown in the page) or its isolated frame. */
export type FormRoot = Page | Frame;

/**
 * The document the container's form renders in: the isolated frame when the embed chose one,
 * else the page. Waits until the form is there.
 */
export async function formRoot(page: Page): Promise<FormRoot> {
  // Once the runtime has the form: the host's markup may show before, and markup React could not
  // take over (a definition it reads otherwise) is replaced, its frame too.
  await page.waitForFunction(() => document.querySelector('[data-prerendered], [data-placeholder]') === null);
  const shown = page.locator('form.hs-form, iframe.hs-form-iframe').first();
  await expect(shown).toBeAttached();
  if ((await shown.evaluate((element) => element.tagName)) !== 'IFRAME') return page;
  const frame = await (await shown.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the form frame has no document');
  await expect(frame.locator('form.hs-form')).toBeAttached();
  return frame;
}

/** What a keyboard user acts on, read from `document.activeElement` of the form's document. */
export type ControlKind =
  | 'text'
  | 'tel'
  | 'number'
  | 'email'
  | 'textarea'
  | 'date-text'
  | 'date-picker'
  | 'calendar-day'
  | 'select'
  | 'country'
  | 'checkbox'
  | 'radio'
  | 'file'
  | 'submit'
  | 'next'
  | 'previous'
  | 'button'
  | 'link'
  | 'heading'
  | 'other';

export interface FocusedElement {
  /** Focus is in the form (or in its thank-you) of this document, and the document has focus. */
  inForm: boolean;
  kind: ControlKind;
  /** A readable name for messages: `input[type=email][name=email]`, `button "Next"`, `h3 "Your company"`. */
  describe: string;
  /** Identity of the element, to tell whether a key moved focus. */
  key: string;
  name: string;
  value: string;
  checked: boolean;
  required: boolean;
  /** For a radio: some radio of its group is checked. For a checkbox in a list: some box of the list is ticked. */
  groupChosen: boolean;
  /** A control a visitor operates (as opposed to a heading or region focused by script). */
  control: boolean;
  /** A focus ring is drawn: an outline (not none, wider than 0, not transparent) or a box shadow, on the element or, when the element is visually hidden, on what is drawn for it beside it. */
  ring: boolean;
}

/** The element that has focus in the form's document, read as the keyboard run reads it. */
export const focusedIn = (root: FormRoot): Promise<FocusedElement> => root.evaluate(readFocused);

/** Reads the focused element of the form's document (runs in the browser). */
function readFocused(): FocusedElement {
  const element = document.activeElement as HTMLElement | null;
  const inForm = Boolean(element && document.hasFocus() && element.closest('form.hs-form, .submitted-message'));
  const input = element as HTMLInputElement;
  const tag = element?.tagName.toLowerCase() ?? '';
  const type = (element?.getAttribute('type') ?? '').toLowerCase();
  const name = element?.getAttribute('name') ?? '';
  const text = (element?.textContent ?? '').trim().slice(0, 40);
  let kind: ControlKind = 'other';
  if (!element) kind = 'other';
  else if (/^h[1-6]$/.test(tag)) kind = 'heading';
  else if (tag === 'a') kind = 'link';
  else if (tag === 'textarea') kind = 'textarea';
  else if (tag === 'select') kind = element.closest('.hs-phone-country') ? 'country' : 'select';
  else if (tag === 'button' && element.closest('.hs-datepicker')) kind = element.classList.contains('rdp-day_button') ? 'calendar-day' : 'button';
  else if (tag === 'button') kind = element.classList.contains('hs-next') ? 'next' : element.classList.contains('hs-previous') ? 'previous' : 'button';
  else if (tag === 'input') {
    if (type === 'submit') kind = 'submit';
    else if (type === 'checkbox') kind = 'checkbox';
    else if (type === 'radio') kind = 'radio';
    else if (type === 'file') kind = 'file';
    else if (type === 'tel') kind = 'tel';
    else if (type === 'number') kind = 'number';
    else if (type === 'email') kind = 'email';
    else if (element.getAttribute('aria-haspopup') === 'dialog') kind = 'date-picker';
    else if (type === 'date' || /^YYYY/.test(input.placeholder ?? '')) kind = 'date-text';
    else kind = 'text';
  }
  const control = ['input', 'select', 'textarea', 'button', 'a'].includes(tag) || (element?.tabIndex ?? -1) >= 0;

  const hasRing = (target: Element | null | undefined): boolean => {
    if (!target) return false;
    const style = getComputedStyle(target);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return outline || style.boxShadow !== 'none';
  };
  const visuallyHidden = (target: HTMLElement) => {
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    return style.opacity === '0' || style.clip.startsWith('rect(0px') || (box.width <= 1 && box.height <= 1);
  };
  // A visually hidden control (a rating step's radio, the phone country select under its
  // "US +1" box) shows its ring on what is drawn for it, right after it.
  const ring = Boolean(element) && (visuallyHidden(element!) ? hasRing(element!.nextElementSibling) : hasRing(element));

  let groupChosen = false;
  if (kind === 'radio' && name) groupChosen = Boolean(input.form?.querySelector(`input[type=radio][name="${CSS.escape(name)}"]:checked`));
  if (kind === 'checkbox') groupChosen = Boolean(element!.closest('.inputs-list')?.querySelector('input[type=checkbox]:checked'));
  // A checkbox list is required as a whole, which only its label's asterisk says.
  const required =
    Boolean(input.required) ||
    Boolean(element?.closest('[aria-required=true]')) ||
    Boolean(element?.closest('.hs-form-field')?.querySelector(':scope > label .hs-form-required'));

  // Controls without a name (the date picker's input, the phone country select): the stem of their id.
  const stem = name ? `[name=${name}]` : element?.id ? `#${element.id.split('-')[0]}…` : '';
  const attributes = [type && `[type=${type}]`, stem].filter(Boolean).join('');
  const describe = tag === 'input' || tag === 'select' || tag === 'textarea' ? `${tag}${attributes}${type === 'radio' ? `[value=${input.value}]` : ''}` : `${tag} "${text}"`;
  return {
    inForm,
    kind,
    describe,
    key: element ? `${element.id}|${describe}|${element.getAttribute('aria-label') ?? ''}` : '',
    name,
    value: 'value' in (element ?? {}) ? String(input.value ?? '') : '',
    checked: Boolean(input.checked),
    required,
    groupChosen,
    control,
    ring,
  };
}

/**
 * Moves focus by script to the next control after the focused one, in document order, that a
 * run filling `required` fields only (or every field) acts on: one radio or checkbox per list,
 * Next and submit; links, the file input and Previous are left out (runs in the browser).
 */
function focusNextControl(requiredOnly: boolean): void {
  const current = document.activeElement;
  const form = document.querySelector('form.hs-form');
  if (!current || !form) return;
  const isRequired = (element: Element) =>
    (element as HTMLInputElement).required ||
    Boolean(element.closest('[aria-required=true]')) ||
    Boolean(element.closest('.hs-form-field')?.querySelector(':scope > label .hs-form-required'));
  const candidates = form.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([type=file]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button.hs-next');
  const seenLists = new Set<Element>();
  for (const candidate of candidates) {
    const list = candidate.matches('[type=radio],[type=checkbox]') ? candidate.closest('.inputs-list') : null;
    if (list) {
      if (seenLists.has(list)) continue;
      seenLists.add(list);
    }
    if (!(current.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) || current.contains(candidate)) continue;
    if (list?.contains(current)) continue;
    const action = candidate.matches('[type=submit], button.hs-next');
    if (requiredOnly && !action && !isRequired(candidate)) continue;
    candidate.focus();
    return;
  }
}

export interface KeyboardRunOptions {
  /** The address typed into email fields. */
  email: string;
  /** Fill every field, or only the required ones (a long form). Defaults to every field. */
  fill?: 'all' | 'required';
  /** The key that presses Next: Enter (by default) or Space. */
  nextKey?: 'Enter' | 'Space';
  /** Stop, without submitting, when focus reaches the field of this name. */
  stopAt?: string;
  /** Names of fields left empty. */
  leaveEmpty?: readonly string[];
  /**
   * How focus moves on between controls: Tab (the keyboard path, every control's ring checked),
   * or by script to the next control the run acts on (for specs that only need the form
   * completed, quickly; the keys that operate each control are the same, and text goes in as
   * one input, not key by key).
   */
  move?: 'tab' | 'script';
  /** Safety stop: the most keys of focus movement before giving up. */
  maxSteps?: number;
}

export interface KeyboardRun {
  /** Every element focus reached, in order. */
  reached: FocusedElement[];
  /** The controls among them with no visible focus ring. */
  withoutRing: string[];
  /** What had focus after each Next, in order. */
  stepStarts: string[];
  /** The email address was typed into some field (a prefilled form may need none). */
  emailTyped: boolean;
}

/** Text typed into a one-line field, by its name (short: every key is a round trip). */
function textFor(name: string): string {
  if (/first/i.test(name)) return 'Ada';
  if (/last/i.test(name)) return 'Lovelace';
  if (/zip/i.test(name)) return '1011';
  return 'Kb';
}

/**
 * Completes the form of `root` with the keyboard alone and submits it: Tab from the page into
 * the form, then for each control focus reaches, keys chosen by its kind (typing into empty
 * text, number, phone and email fields; ArrowDown on a select without a choice and on the phone
 * country select; Space on the first box of a checkbox list with none ticked and on a radio
 * group without a choice; ArrowDown into the date picker's calendar and Enter on its day), Tab
 * to the next one, Enter (or Space) on Next and Enter on the submit button. Links, the file
 * input and Previous are passed over. Returns every element reached, and the controls among them
 * that showed no focus ring; throws when focus leaves the form or stops moving.
 */
export async function completeByKeyboard(page: Page, root: FormRoot, options: KeyboardRunOptions): Promise<KeyboardRun> {
  const fillAll = (options.fill ?? 'all') === 'all';
  const byTab = (options.move ?? 'tab') === 'tab';
  const maxSteps = options.maxSteps ?? 400;
  const run: KeyboardRun = { reached: [], withoutRing: [], stepStarts: [], emailTyped: false };
  const read = () => focusedIn(root);
  const trail = () => run.reached.map((element) => element.describe).join(' > ');

  // Into the form from the top of the page.
  let focused = await read();
  for (let presses = 0; !focused.inForm; presses += 1) {
    if (presses > 10) throw new Error('Tab from the page never reached the form');
    await page.keyboard.press('Tab');
    focused = await read();
  }

  const typeText = (text: string) => (byTab ? page.keyboard.type(text) : page.keyboard.insertText(text));

  for (let step = 0; step < maxSteps; step += 1) {
    if (options.stopAt !== undefined && focused.name === options.stopAt) return run;
    run.reached.push(focused);
    if (byTab && focused.control && !focused.ring) run.withoutRing.push(focused.describe);
    const wanted = (fillAll || focused.required) && !options.leaveEmpty?.includes(focused.name);

    switch (focused.kind) {
      case 'submit':
        await page.keyboard.press('Enter');
        return run;
      case 'next': {
        const before = focused.key;
        await page.keyboard.press(options.nextKey ?? 'Enter');
        await expect.poll(async () => (await read()).key, { message: `focus after Next (${trail()})` }).not.toBe(before);
        focused = await read();
        run.stepStarts.push(focused.describe);
        continue;
      }
      case 'text':
      case 'email':
      case 'number':
      case 'textarea':
      case 'date-text':
        if (wanted && focused.value === '') {
          const typed =
            focused.kind === 'email' || /email/i.test(focused.name)
              ? options.email
              : focused.kind === 'number'
                ? '42'
                : focused.kind === 'date-text'
                  ? '2024-05-17'
                  : textFor(focused.name);
          await typeText(typed);
          if (typed === options.email) run.emailTyped = true;
        }
        break;
      case 'tel':
        // A phone field with the country dropdown begins with its dial code: type after it.
        if (wanted && !/\d{4}/.test(focused.value)) {
          await page.keyboard.press('End');
          await typeText(focused.value.startsWith('+') ? '20 7946 0000' : '+44 20 7946 0000');
        }
        break;
      case 'country':
        // The next country in the list: the number field that follows takes its dial code.
        if (wanted) await page.keyboard.press('ArrowDown');
        break;
      case 'select':
        if (wanted && focused.value === '') await page.keyboard.press('ArrowDown');
        break;
      case 'checkbox':
        if (wanted && !focused.checked && !focused.groupChosen) await page.keyboard.press('Space');
        break;
      case 'radio':
        if (wanted && !focused.groupChosen) await page.keyboard.press('Space');
        break;
      case 'date-picker':
        if (wanted && focused.value === '') {
          // ArrowDown moves into the calendar, on today; Enter chooses it and focus comes back.
          await page.keyboard.press('ArrowDown');
          const day = await read();
          expect(day.kind, `ArrowDown on ${focused.describe} moves focus to a day`).toBe('calendar-day');
          run.reached.push(day);
          if (byTab && !day.ring) run.withoutRing.push(`${day.describe} (calendar)`);
          await page.keyboard.press('Enter');
          await expect.poll(async () => (await read()).key, { message: 'focus back on the date field after choosing a day' }).toBe(focused.key);
          await expect.poll(async () => (await read()).value).not.toBe('');
        }
        break;
      default:
        // Links, buttons that are not Next or submit, the file input, headings: passed over.
        break;
    }

    const before = focused.key;
    if (byTab) await page.keyboard.press('Tab');
    else await root.evaluate(focusNextControl, !fillAll);
    focused = await read();
    if (!focused.inForm) throw new Error(`focus left the form after ${trail()}`);
    if (focused.key === before) throw new Error(`focus did not move on from ${focused.describe}`);
  }
  throw new Error(`no submit button within ${maxSteps} steps: ${trail()}`);
}
