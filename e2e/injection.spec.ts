import { readFileSync } from 'node:fs';
import { expect, test, type Frame, type Locator, type Page, type Request } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, SUBMIT_ROUTE } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';
import { serveChangedDefinition } from './support/definition-route';

/** What every payload runs if it ever reaches a document as live markup: a flag in its own window and the page's. */
const RUN = 'top.__injected=window.__injected=1';

/**
 * Classic script-injection payloads. Each would set the flag (or, for `data:` documents, which
 * cannot reach the page, would load markup the checks below refuse) if it reached the DOM as markup.
 */
const PAYLOADS = [
  `<img src=x onerror="${RUN}">`,
  `<svg/onload=${RUN}>`,
  `<script>${RUN}</script>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">link</a><a href=" JaVaScRiPt:${RUN}">link</a>`,
  `"><img src=x onerror=${RUN}>`,
  `'><details open ontoggle=${RUN}><summary>x</summary></details>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `<object data="data:text/html,<script>${RUN}</script>"></object><iframe src="data:text/html,<script>${RUN}</script>"></iframe>`,
  `<math><mi//xlink:href="data:x,<script>${RUN}</script>">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<style>body{display:none}</style><link rel=stylesheet href="data:text/css,body{display:none}"><input autofocus onfocus=${RUN}>`,
];

/** Strings that steer how the form works rather than what it shows: kept, so the form still loads, validates and submits. */
const STRUCTURAL_KEYS = new Set([
  'guid', 'portalId', 'fieldType', 'type', 'objectTypeId', 'propertyObjectType', 'operator', 'formFieldAction', 'themeName',
  'redirectUrl', 'processingConsentType', 'legitimateInterestLegalBasis',
  // The validator's name and data ('7:20:true'): a payload there makes every check refuse the field.
  'validation',
]);

/** The same text always gets the same payload, so option values, `selectedOptions` and dependent filters still match. */
function poisonText(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${text}${PAYLOADS[hash % PAYLOADS.length]}`;
}

/** Every string of a definition with a payload appended: labels, descriptions, options, names, rich text, consent texts, messages, translations. */
function poison(value: unknown, key = ''): unknown {
  if (STRUCTURAL_KEYS.has(key)) return value;
  if (Array.isArray(value)) return value.map((item) => poison(item));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // metaData pairs: the consent options are a JSON string of their own; `lang` and the timestamps steer the form.
    if (typeof record.name === 'string' && 'value' in record && !('label' in record) && !('fieldType' in record)) {
      return record.name === 'legalConsentOptions' && typeof record.value === 'string'
        ? { ...record, value: JSON.stringify(poison(JSON.parse(record.value))) }
        : record;
    }
    return Object.fromEntries(Object.entries(record).map(([name, item]) => [name, poison(item, name)]));
  }
  // An empty default stays empty, so required fields start empty and the error state shows.
  if (key === 'defaultValue' && value === '') return value;
  return typeof value === 'string' ? poisonText(value) : value;
}

/** Message keys of the catalogue a visitor meets on the way: empty, error, next page, thank-you. */
const MESSAGE_KEYS = ['required', 'missingSelect', 'missingOptionSelection', 'errorSummaryTitle', 'errorSummaryItem', 'pageErrorComplete', 'nextText', 'previousText', 'thankYou', 'SERVER_ERROR', 'requiredMarker'];
const poisonedMessages = () => poison(Object.fromEntries(MESSAGE_KEYS.map((key) => [key, `Message ${key}`])));

/**
 * A fixture with every string poisoned, its own `translations` poisoned and a `javascript:`
 * redirect. Its scopes stay as they are: under `rawHtmlAccess` the thank-you keeps the site
 * owner's markup but still loses what runs script (only raw mode, `renderRawHtml`, inserts it as given).
 */
function poisonedDefinition(formId: string): unknown {
  const raw = JSON.parse(readFileSync(`fixtures/forms/${PORTAL_ID}/${formId}.json`, 'utf8')) as { form: Record<string, unknown>; scopes: Record<string, unknown> };
  const poisoned = poison(raw) as typeof raw;
  poisoned.form.redirectUrl = `javascript:${RUN}`;
  return { ...poisoned, translations: { en: poisonedMessages() } };
}

/** Live markup a payload could have left: in the page inside the forms' wrappers, in a frame anywhere in its body. */
function liveMarkup(): string[] {
  const roots = window === window.top ? Array.from(document.querySelectorAll('.hbspt-form')) : [document.body];
  const found: string[] = [];
  for (const element of roots.flatMap((root) => Array.from(root.querySelectorAll('*')))) {
    const tag = element.tagName.toLowerCase();
    const handlers = Array.from(element.attributes, (attribute) => attribute.name).filter((name) => name.toLowerCase().startsWith('on'));
    if (handlers.length > 0) found.push(`${tag}[${handlers.join(',')}]`);
    // Not svg: the embed draws its own rating icons with it (an svg payload shows by its handler).
    // Not details either: a rawHtmlAccess thank-you may keep the site owner's, without its handler.
    if (['script', 'object', 'embed', 'style', 'link', 'math', 'noscript', 'base', 'meta'].includes(tag)) found.push(tag);
    if (tag === 'iframe' && (element.hasAttribute('srcdoc') || /^\s*(data|javascript):/i.test(element.getAttribute('src') ?? ''))) found.push('iframe[srcdoc|src]');
    if (element instanceof HTMLAnchorElement && element.protocol === 'javascript:') found.push('a[href=javascript:]');
  }
  return found;
}

/** The flag of the page and of every frame, and the live markup of each. */
async function injectionTraces(page: Page) {
  const frames: Frame[] = page.frames();
  const flags = await Promise.all(frames.map((frame) => frame.evaluate(() => (window as { __injected?: number }).__injected ?? 0)));
  const markup = await Promise.all(frames.map((frame) => frame.evaluate(liveMarkup)));
  return { flags: flags.filter((flag) => flag !== 0), markup: markup.flat() };
}

/** Every field label of the form shows its payload as text. */
async function labelsShowPayloadAsText(form: Locator) {
  const labels = await form.locator('label[id^="label-"]').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const text of labels) expect(PAYLOADS.some((payload) => text.includes(payload)), text).toBe(true);
}

/** Fills every required control of the current page: text-like inputs, selects (first choice), checkboxes. */
async function fillRequired(form: Locator) {
  for (const input of await form.locator('input[required]:not([type=checkbox]):not([type=radio]):visible, textarea[required]:visible').all()) {
    await input.fill('ada@example.com');
  }
  for (const select of await form.locator('select[required]:visible').all()) await select.selectOption({ index: 1 });
  for (const checkbox of await form.locator('input[type=checkbox][required]:visible').all()) await checkbox.check();
}

interface InjectionCase {
  title: string;
  formId: string;
  /** Pages before the submit button (Next clicks). */
  nextPages?: number;
  /** Goes on to fill, submit (refused once with a poisoned error code) and reach the thank-you. */
  submits: boolean;
  /** Loads the form through hbspt.forms.create with poisoned message options instead of a container. */
  options?: boolean;
}

const CASES: InjectionCase[] = [
  { title: 'all fields (labels, descriptions, options, placeholders, names)', formId: FORMS.allFields, submits: false },
  { title: 'separate legal consent (consent texts, checkbox labels, footer, privacy text)', formId: FORMS.consentSeparate, submits: true },
  { title: 'rich text groups and a thank-you message', formId: FORMS.richText, submits: true },
  { title: 'three pages with consent, through hbspt.forms.create with poisoned translations, submitText and inlineMessage', formId: FORMS.multiPage, nextPages: 2, submits: true, options: true },
];

for (const item of CASES) {
  test(`script in every string never runs and shows as text: ${item.title}`, async ({ page }) => {
    const definition = poisonedDefinition(item.formId);
    await serveChangedDefinition(page, item.formId, () => definition);
    // The host's answers carry payloads too: a refused send's error code, then a stored one's warning.
    const sends: Request[] = [];
    await page.route(SUBMIT_ROUTE, (route) => {
      sends.push(route.request());
      return sends.length === 1
        ? route.fulfill({ status: 400, json: { formSubmissionError: poisonText('REFUSED') } })
        : route.fulfill({ json: { conversionId: 'c-1', formGuid: item.formId, formSubmissionWarning: poisonText('WARNING') } });
    });
    const createOptions = {
      portalId: PORTAL_ID,
      formId: item.formId,
      target: '#target',
      translations: { en: poisonedMessages() },
      submitText: poisonText('Send'),
      inlineMessage: `<p>${poisonText('Thanks')}</p>`,
    };
    const body = item.options
      ? `<div id="target"></div>${EMBED_SCRIPT}<script>hbspt.forms.create(${JSON.stringify(createOptions).replace(/</g, '\\u003c')});</script>`
      : `${container(item.formId)}${EMBED_SCRIPT}`;
    const { pageErrors } = await openTestPage(page, body);

    // Every case is a themed form with the shell scope: it shows in the isolated frame.
    const form = framedForm(page);
    await expect(form).toBeVisible();
    const clean = async (state: string) => expect(await injectionTraces(page), state).toEqual({ flags: [], markup: [] });

    await clean('empty');
    await labelsShowPayloadAsText(form);
    // The error state puts labels into the summary and every field's messages.
    const firstButton = item.nextPages ? form.locator('button.hs-next') : form.locator('input[type=submit]');
    await firstButton.click();
    await expect(form.locator('.hs-error-summary')).toBeVisible();
    await clean('error');
    if (!item.submits) return;

    for (let step = 0; step < (item.nextPages ?? 0); step += 1) {
      await fillRequired(form);
      await form.locator('button.hs-next').click();
    }
    await fillRequired(form);
    await form.locator('input[type=submit]').click();
    await expect(form.getByText(poisonText('REFUSED'))).toBeVisible();
    await clean('refused');
    await form.locator('input[type=submit]').click();
    const thankYou = framedFormThankYou(page);
    await expect(thankYou).toBeVisible();
    await expect(thankYou.getByText(poisonText('WARNING'))).toBeVisible();
    await clean('thank-you');
    // The poisoned field names were sent as they are.
    const sent = sends[1]?.postData() ?? '';
    expect(sent).toContain(`name="${poisonText('email').replace(/"/g, '%22')}"`);
    expect(pageErrors).toEqual([]);
  });
}
