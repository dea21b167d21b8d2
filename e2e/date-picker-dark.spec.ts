import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio, parseColor } from '../src/core/style/contrast';
import { FORMS } from '../test/fixture-ids';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** A dark page in a site's own look, and its link colour (the inherit theme's accent). */
const DARK_PAGE_STYLE = '<style>body{background:#16181d;color:#e6e6e6}a{color:#7fb0ff}</style>';

/** The all-fields form, which has a date field, placed with `hbspt.forms.create` into `#form` on the page. */
const inPageForm = (options: Record<string, unknown> = {}) =>
  `<div id="form"></div>${EMBED_SCRIPT}<script>hbspt.forms.create(${JSON.stringify({ portalId: PORTAL_ID, formId: FORMS.allFields, target: '#form', renderFrame: false, ...options })});</script>`;

/** The all-fields form in its isolated frame, with a `data-theme` when given. */
const framedAllFields = (theme?: string) =>
  `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${FORMS.allFields}"${theme ? ` data-theme="${theme}"` : ''}></div>${EMBED_SCRIPT}`;

const colour = (computed: string) => {
  const parsed = parseColor(computed);
  if (!parsed) throw new Error(`not a colour: ${computed}`);
  return parsed;
};
const ratio = (a: string, b: string) => contrastRatio(colour(a), colour(b));
const isDark = (computed: string) => ratio(computed, 'rgb(255, 255, 255)') > ratio(computed, 'rgb(0, 0, 0)');

/**
 * What Chromium computes for the open calendar: its background; each visible text in it (day
 * buttons, weekdays, the month and year dropdowns) with its colour and the first opaque
 * background behind it; today's border and the focused day's outline.
 */
function calendarColours(calendar: Locator) {
  return calendar.evaluate((root) => {
    const alpha = (computed: string) => Number(/\(([^)]*)\)/.exec(computed)?.[1]?.split(/[\s,/]+/)[3] ?? 1);
    const behind = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (alpha(background) > 0.5) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts = Array.from(root.querySelectorAll('*'))
      .filter((element) => visible(element) && (element.matches('select') || Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')))
      .map((element) => ({
        text: `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 20)}"`,
        colour: getComputedStyle(element).color,
        behind: behind(element),
        day: element.matches('button.rdp-day_button'),
        chosen: element.matches('.rdp-selected button'),
      }));
    const today = root.querySelector('.rdp-today .rdp-day_button');
    const focused = root.querySelector('.rdp-day_button:focus');
    return {
      background: getComputedStyle(root).backgroundColor,
      texts,
      todayBorder: today ? getComputedStyle(today).borderTopColor : '',
      focusOutline: focused ? getComputedStyle(focused).outlineColor : '',
    };
  });
}

/**
 * Picks a day of the current month other than today, opens the calendar again with the keyboard
 * (focus on the chosen day) and reads its colours, with the pointer on the chosen day and then on
 * a plain one: chosen, today's, plain and hovered days all show.
 */
async function openWithChosenDay(form: Locator) {
  const input = form.locator('input.hs-input[id^="start_date-"]');
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
  await input.click();
  const calendar = form.getByRole('dialog');
  const plainDays = calendar.locator('.rdp-day:not(.rdp-today):not(.rdp-selected) button.rdp-day_button');
  await plainDays.first().click();
  await expect(calendar).toHaveCount(0);
  await input.focus();
  await input.press('ArrowDown');
  const chosen = calendar.locator('.rdp-selected button.rdp-day_button');
  await expect(chosen).toBeFocused();
  await chosen.hover();
  const onChosen = await calendarColours(calendar);
  await plainDays.last().hover();
  return { onChosen, onPlain: await calendarColours(calendar) };
}

type CalendarColours = Awaited<ReturnType<typeof calendarColours>>;

/** Every text reads at 4.5:1 on what is behind it; today's border and the focus ring at 3:1 on the calendar. */
function expectReadable({ onChosen, onPlain }: { onChosen: CalendarColours; onPlain: CalendarColours }) {
  for (const colours of [onChosen, onPlain]) {
    expect(colours.texts.filter((text) => text.day).length).toBeGreaterThanOrEqual(28);
    const unreadable = colours.texts.filter((text) => ratio(text.colour, text.behind) < 4.5).map((text) => `${text.text} ${text.colour} on ${text.behind}`);
    expect(unreadable).toEqual([]);
    expect(ratio(colours.todayBorder, colours.background)).toBeGreaterThanOrEqual(3);
    expect(ratio(colours.focusOutline, colours.background)).toBeGreaterThanOrEqual(3);
  }
}

const formBackground = (form: Locator) => form.evaluate((element) => getComputedStyle(element).backgroundColor);

async function open(page: Page, body: string, inFrame: boolean): Promise<Locator> {
  await openTestPage(page, body);
  const form = inFrame ? framedForm(page) : page.locator('#form form.hs-form');
  await expect(form).toBeVisible();
  return form;
}

for (const { name, body, inFrame } of [
  { name: 'the inherit theme on a dark page, in its frame', body: `${DARK_PAGE_STYLE}${framedAllFields('inherit')}`, inFrame: true },
  { name: 'the inherit theme on a dark page, in the page', body: `${DARK_PAGE_STYLE}${inPageForm({ theme: 'inherit' })}`, inFrame: false },
  {
    name: "a site owner's dark style object on a dark page",
    // The chosen day wears the button's colours: the definition's white button text would not read on this yellow.
    body: `<style>body{background:#1d1f24}</style>${inPageForm({ style: { submitColor: '#f5c518', submitFontColor: '#1d1f24', labelTextColor: '#f2f2f2', helpTextColor: '#c9d1d9' } })}`,
    inFrame: false,
  },
  { name: 'a page whose color-scheme is dark, in its frame', body: `<style>:root{color-scheme:dark}</style>${framedAllFields()}`, inFrame: true },
]) {
  test(`in a dark form (${name}) the calendar is dark, on the form's background, and every text in it reads at AA`, async ({ page }) => {
    const form = await open(page, body, inFrame);
    await expect(form).toHaveClass(/hs-form-look-dark/);
    const colours = await openWithChosenDay(form);
    expect(isDark(colours.onPlain.background)).toBe(true);
    expect(colours.onPlain.background).toBe(await formBackground(form));
    expectReadable(colours);
  });
}

test('in a light default form the calendar stays light and reads at AA', async ({ page }) => {
  const form = await open(page, inPageForm(), false);
  await expect(form).not.toHaveClass(/hs-form-look/);
  const colours = await openWithChosenDay(form);
  expect(colours.onPlain.background).toBe('rgb(255, 255, 255)');
  expectReadable(colours);
});

test("with the inherit theme on a light page the calendar takes the site's background and text", async ({ page }) => {
  const form = await open(page, `<style>body{background:#fbf6ef;color:#3b2f2f}a{color:#8a4a1f}</style>${inPageForm({ theme: 'inherit' })}`, false);
  await expect(form).toHaveClass(/hs-form-look-inherit/);
  const colours = await openWithChosenDay(form);
  expect(colours.onPlain.background).toBe('rgb(251, 246, 239)');
  expect(colours.onPlain.texts.find((text) => text.day && !text.chosen)?.colour).toBe('rgb(59, 47, 47)');
  expectReadable(colours);
});
