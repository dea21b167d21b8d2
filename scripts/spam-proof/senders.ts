import { randomUUID } from 'node:crypto';
import type { Browser, Frame, Request } from '@playwright/test';
import { HS_CONTEXT_FIELD } from '../../src/core/submission/submit-wire';
import {
  openProofForm,
  postSubmission,
  proofContext,
  proofEmail,
  proofSubmitUrl,
  PROOF_FORM_ID,
  PROOF_PORTAL_ID,
  thanked,
} from './proof-form';

/** Runs `task(0..count-1)`, at most `parallel` at a time. */
export async function inParallel(count: number, parallel: number, task: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count; n = next++) await task(n);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}

/** A plausible value for a field a bot read from the definition. */
function botValue(name: string, fieldType: string, email: string, n: number): string {
  if (name === 'email' || fieldType === 'email') return email;
  if (fieldType === 'number') return String(n);
  return `Cheap offer ${n}`;
}

/**
 * Bots that never load a page: they read the form's definition and post every field it lists
 * straight to the submit address, each under a new idempotency key.
 */
export async function postDirectly(hostUrl: string, run: string, count: number): Promise<void> {
  // The definition as the embed reads it (src/core/definition-request.ts).
  const response = await fetch(`${hostUrl}/embed/v3/form/${PROOF_PORTAL_ID}/${PROOF_FORM_ID}/json`);
  const definition = (await response.json()) as { form: { formFieldGroups: { fields: { name: string; fieldType: string }[] }[] } };
  const fields = definition.form.formFieldGroups.flatMap((group) => group.fields);
  await inParallel(count, 8, async (n) => {
    const body = new FormData();
    for (const field of fields) body.append(field.name, botValue(field.name, field.fieldType, proofEmail(run, 'direct', n), n));
    body.append(HS_CONTEXT_FIELD, JSON.stringify({ pageUrl: `${hostUrl}/contact`, source: 'forms-embed' }));
    await postSubmission(hostUrl, body, randomUUID());
  });
}

/**
 * A person's real submission, captured as it leaves the page (and stored as theirs), then sent
 * again `count` times byte for byte under new idempotency keys: what a bot that recorded one
 * submission does.
 */
export async function replayOneSubmission(browser: Browser, hostUrl: string, run: string, count: number): Promise<void> {
  const context = await proofContext(browser, hostUrl);
  try {
    const { page, form } = await openProofForm(context);
    const sent = page.waitForRequest((request: Request) => request.url().startsWith(proofSubmitUrl(hostUrl)) && request.method() === 'POST');
    await typeLikeAPerson(form, proofEmail(run, 'replay', 0));
    const request = await sent;
    await thanked(form);
    const bytes = request.postDataBuffer();
    const contentType = request.headers()['content-type'];
    if (!bytes || !contentType) throw new Error('the captured submission has no body');
    await inParallel(count, 8, async () => {
      await postSubmission(hostUrl, { bytes, contentType }, randomUUID());
    });
  } finally {
    await context.close();
  }
}

/**
 * Headless pages driven by script: once the form shows, every input of it gets a value set from
 * script (the way a form-filling bot does it, with input events), and the form is submitted, all
 * within a second. The embed then sends it as it would a person's.
 */
export async function fillByScript(browser: Browser, hostUrl: string, run: string, count: number, parallel = 4): Promise<void> {
  await inParallel(count, parallel, async (n) => {
    const context = await proofContext(browser, hostUrl);
    try {
      const { form } = await openProofForm(context);
      await form.evaluate((email) => {
        const formElement = document.querySelector('form.hs-form') as HTMLFormElement;
        for (const input of Array.from(formElement.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
          if (input.type === 'submit' || input.type === 'hidden' || input.type === 'button') continue;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
          setter?.call(input, input.type === 'email' || input.name === 'email' ? email : 'Cheap offer');
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
        formElement.requestSubmit();
      }, proofEmail(run, 'scripted', n));
      await thanked(form);
    } finally {
      await context.close();
    }
  });
}

/** Types `text` key by key, at a person's pace (40 to 120 ms between keys). */
async function typeAtAPersonsPace(form: Frame, text: string): Promise<void> {
  for (const character of text) await form.page().keyboard.type(character, { delay: 40 + Math.floor(Math.random() * 80) });
}

/** What a person types into the field of that name. */
function personsValue(name: string, email: string): string {
  if (name === 'email') return email;
  if (name === 'firstname') return 'Ada';
  if (name === 'lastname') return 'Lovelace';
  if (name === 'company') return 'Analytical Engines';
  return 'Could you call me back about the order?';
}

/**
 * Fills the contact form with the keyboard alone: from the first field, each field Tab reaches
 * gets what a person would type, until Tab reaches the submit button, which Enter presses.
 */
async function typeLikeAPerson(form: Frame, email: string): Promise<void> {
  const keyboard = form.page().keyboard;
  await form.focus('input[name=firstname]');
  for (let fields = 0; fields < 20; fields += 1) {
    const focused = await form.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return { name: element?.name ?? '', type: element?.type ?? '' };
    });
    if (focused.type === 'submit') {
      await keyboard.press('Enter');
      return;
    }
    await typeAtAPersonsPace(form, personsValue(focused.name, email));
    await keyboard.press('Tab');
  }
  throw new Error('Tab never reached the submit button');
}

/** People: keyboard-driven fills at a person's pace, each on its own fresh page. */
export async function fillLikePeople(browser: Browser, hostUrl: string, run: string, count: number, parallel = 4): Promise<void> {
  await inParallel(count, parallel, async (n) => {
    const context = await proofContext(browser, hostUrl);
    try {
      const { form } = await openProofForm(context);
      await typeLikeAPerson(form, proofEmail(run, 'human', n));
      await thanked(form);
    } finally {
      await context.close();
    }
  });
}
