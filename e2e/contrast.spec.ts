import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * WCAG AA from the colours Chromium computes: every visible text of a form against the first
 * opaque background behind it (4.5:1, 3:1 for large text), and every control's focus outline
 * against what is around it (3:1).
 */
function contrastFailures(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    type Rgba = { r: number; g: number; b: number; a: number };
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (/\(([^)]*)\)/.exec(colour)?.[1] ?? '').split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: Rgba) =>
      [r, g, b].map((channel) => channel / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const background = (element: Element | null): Rgba => {
      for (let at = element; at; at = at.parentElement) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour.a > 0.5) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const failures: string[] = [];
    const texts = Array.from(root.querySelectorAll('*')).filter(
      (element) =>
        visible(element) &&
        (Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '') ||
          element.matches('input[type=submit], input.hs-input:not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea')),
    );
    for (const element of texts) {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const found = ratio(parse(style.color), background(element));
      if (found < (large ? 3 : 4.5)) failures.push(`text "${(element.textContent || (element as HTMLInputElement).value || element.tagName).trim().slice(0, 40)}" ${found.toFixed(2)}:1`);
    }
    const controls = Array.from(root.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href]')).filter(
      // Out of the tab order (the hidden spam trap) never shows a focus ring to anyone.
      (control) => visible(control) && control.tabIndex >= 0,
    );
    for (const control of controls) {
      control.focus();
      const style = getComputedStyle(control);
      const around = background(control.parentElement);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) failures.push(`no focus outline on ${control.outerHTML.slice(0, 60)}`);
      else if (ratio(parse(style.outlineColor), around) < 3) failures.push(`focus outline of ${control.outerHTML.slice(0, 60)} ${ratio(parse(style.outlineColor), around).toFixed(2)}:1`);
      control.blur();
    }
    return failures;
  });
}

async function showForm(page: Page, formId: string, options: { style?: Record<string, string>; pageStyle?: string } = {}) {
  const create = { portalId: PORTAL_ID, formId, target: '#form', renderFrame: false, ...(options.style ? { style: options.style } : {}) };
  await openTestPage(
    page,
    `<div id="form" style="${options.pageStyle ?? ''}"></div><script src="/embed.js"></script><script>hbspt.forms.create(${JSON.stringify(create)});</script>`,
  );
  const form = page.locator('#form form.hs-form');
  await expect(form).toBeVisible();
  return form;
}

for (const [theme, formId] of [
  ['canvas', FORMS.allFields],
  ['legacy', FORMS.legacyTheme],
  ['legacy, right to left', FORMS.rightToLeft],
] as const) {
  test(`every text and focus outline of the ${theme} form meets WCAG AA`, async ({ page }) => {
    const form = await showForm(page, formId);
    expect(await contrastFailures(form)).toEqual([]);
  });
}

test('every text and focus outline of the canvas form in its frame meets WCAG AA', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await expect(form).toBeVisible();
  expect(await contrastFailures(form)).toEqual([]);
});

test("every text and focus outline meets WCAG AA with a site owner's dark style object on a dark page", async ({ page }) => {
  // Every text and focus ring of the 200-field form is measured: 20-25 s alone on a slow machine.
  test.setTimeout(60_000);
  // The 200-field form: its definition sets no submitFontColor, so the button's text is chosen for the accent.
  const form = await showForm(page, FORMS.large, {
    pageStyle: 'background:#1d1f24;padding:16px',
    style: {
      submitColor: '#f5c518',
      labelTextColor: '#f2f2f2',
      helpTextColor: '#c9d1d9',
      legalConsentTextColor: '#e6e6e6',
      linkColor: '#8ab4f8',
    },
  });
  // A light accent gets black button text.
  expect(await form.locator('input[type=submit]').evaluate((button) => getComputedStyle(button).color)).toBe('rgb(0, 0, 0)');
  expect(await contrastFailures(form)).toEqual([]);
});
