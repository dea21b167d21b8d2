// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { editorForm, renderSettings } from './settings-harness';

afterEach(cleanup);

/** The text of the elements an input's `aria-describedby` names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const section = (name: string) => within(screen.getByRole('group', { name }));

describe('form settings: Form', () => {
  it('edits the name and says when it is empty', async () => {
    const { latest } = renderSettings(editorForm());
    const name = screen.getByLabelText('Form name');
    await userEvent.clear(name);
    expect(latest().name).toBe('');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Give the form a name.');
    await userEvent.type(name, 'Spring fair');
    expect(latest().name).toBe('Spring fair');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(description(name)).toBe('');
  });

  it("offers the embed's languages by English name after the default, and sets the chosen one", async () => {
    const { latest } = renderSettings(editorForm());
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    const options = Array.from(language.options);
    expect(options[0]).toMatchObject({ value: '', text: 'English (default)' });
    expect(options).toHaveLength(1 + 43);
    expect(options.find((option) => option.value === 'pt-br')?.text).toBe('Portuguese (Brazil)');
    await userEvent.selectOptions(language, 'German');
    expect(latest().language).toBe('de');
  });

  it('keeps a language the embed has no wording for, and says so', () => {
    renderSettings(editorForm({ language: 'xx' }));
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(language.value).toBe('xx');
    expect(language.selectedOptions[0]?.text).toBe('xx (no wording for it: English is used)');
  });
});

describe('form settings: Submit button', () => {
  it('edits the button text', async () => {
    const { latest } = renderSettings(editorForm());
    const text = section('Submit button').getByLabelText('Button text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Go');
    expect(latest().submitText).toBe('Go');
  });
});

describe('form settings: After submit', () => {
  it('shows the message as text and writes what is typed as escaped paragraphs', async () => {
    const { latest } = renderSettings(editorForm({ afterSubmit: { kind: 'message', html: '<p>Thanks &amp; bye</p>' } }));
    const message = screen.getByLabelText<HTMLTextAreaElement>('Thank-you message');
    expect(message.value).toBe('Thanks & bye');
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi <you>{Enter}{Enter}See you');
    expect(latest().afterSubmit).toEqual({ kind: 'message', html: '<p>Hi &lt;you&gt;</p><p>See you</p>' });
  });

  it('keeps an imported HTML message as it came, and edits it as HTML', async () => {
    const html = '<p>Thanks! Read <a href="https://example.com/next">what happens next</a>.</p>';
    const { latest } = renderSettings(editorForm({ afterSubmit: { kind: 'message', html } }));
    const message = screen.getByLabelText<HTMLTextAreaElement>('Thank-you message');
    expect(message.value).toBe(html);
    expect(description(message)).toContain('edited as HTML');
    await userEvent.type(message, '<p>Bye</p>');
    expect(latest().afterSubmit).toEqual({ kind: 'message', html: `${html}<p>Bye</p>` });
  });

  it('stays with HTML while its markup is edited away, so the text never changes shape under the owner', async () => {
    const { latest } = renderSettings(editorForm({ afterSubmit: { kind: 'message', html: '<p>See <a href="https://example.com">this</a></p>' } }));
    const message = screen.getByLabelText<HTMLTextAreaElement>('Thank-you message');
    await userEvent.clear(message);
    await userEvent.type(message, 'Plain now');
    expect(latest().afterSubmit).toEqual({ kind: 'message', html: 'Plain now' });
    expect(message.value).toBe('Plain now');
    expect(description(message)).toContain('edited as HTML');
  });

  it('goes to a page with an http(s) address, refusing any other, and switching back keeps the message', async () => {
    const { latest } = renderSettings(editorForm());
    await userEvent.click(screen.getByRole('radio', { name: 'Go to a page' }));
    expect(latest().afterSubmit).toEqual({ kind: 'redirect', url: '' });
    const url = screen.getByLabelText('Page address');
    await userEvent.type(url, 'javascript:alert(1)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(description(url)).toBe('Enter a full web address starting with https:// or http://.');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/thanks');
    expect(latest().afterSubmit).toEqual({ kind: 'redirect', url: 'https://example.com/thanks' });
    expect(url.getAttribute('aria-invalid')).toBe('false');

    await userEvent.click(screen.getByRole('radio', { name: 'Show a thank-you message' }));
    expect(latest().afterSubmit).toEqual({ kind: 'message', html: '<p>Thanks!</p>' });
    await userEvent.click(screen.getByRole('radio', { name: 'Go to a page' }));
    expect(latest().afterSubmit).toEqual({ kind: 'redirect', url: 'https://example.com/thanks' });
  });

  it('asks for the address once an empty one is left', async () => {
    renderSettings(editorForm({ afterSubmit: { kind: 'redirect', url: '' } }));
    const url = screen.getByLabelText('Page address');
    expect(url.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(url);
    expect(description(url)).toBe('Enter the address of the page to go to.');
  });
});

describe('form settings: Legal consent', () => {
  it('starts a consent block with standard texts and switches its type', async () => {
    const { latest } = renderSettings(editorForm());
    const consent = section('Legal consent');
    expect(consent.getByRole('radio', { name: 'None' })).toHaveProperty('checked', true);
    expect(consent.queryByLabelText('Privacy text')).toBeNull();

    await userEvent.click(consent.getByRole('radio', { name: 'Implicit consent to process' }));
    expect(latest().consent).toMatchObject({ type: 'implicit', checkboxes: [] });
    expect(latest().consent?.processingText).toMatch(/^<p>By submitting this form, you consent/);
    expect(consent.queryByLabelText('Label of the processing checkbox')).toBeNull();

    await userEvent.click(consent.getByRole('radio', { name: 'Separate checkbox to process' }));
    expect(latest().consent?.type).toBe('separate');
    const processingLabel = consent.getByLabelText('Label of the processing checkbox');
    await userEvent.clear(processingLabel);
    await userEvent.type(processingLabel, 'I agree');
    expect(latest().consent?.processingCheckboxLabel).toBe('<p>I agree</p>');

    await userEvent.click(consent.getByRole('radio', { name: 'Legitimate interest' }));
    expect(latest().consent?.type).toBe('legitimateInterest');
  });

  it('edits the texts, and None then a type brings them back', async () => {
    const { latest } = renderSettings(editorForm());
    const consent = section('Legal consent');
    await userEvent.click(consent.getByRole('radio', { name: 'Implicit consent to process' }));
    const privacy = consent.getByLabelText('Privacy text');
    await userEvent.clear(privacy);
    await userEvent.type(privacy, 'We keep your data safe.');
    const communication = consent.getByLabelText('Text above the communication checkboxes');
    await userEvent.clear(communication);
    await userEvent.type(communication, 'Hear from us?');
    const processing = consent.getByLabelText('Text about processing the data');
    await userEvent.clear(processing);
    await userEvent.type(processing, 'We process it.');
    expect(latest().consent).toMatchObject({
      privacyText: '<p>We keep your data safe.</p>',
      communicationText: '<p>Hear from us?</p>',
      processingText: '<p>We process it.</p>',
    });

    await userEvent.click(consent.getByRole('radio', { name: 'None' }));
    expect(latest().consent).toBeNull();
    await userEvent.click(consent.getByRole('radio', { name: 'Separate checkbox to process' }));
    expect(latest().consent).toMatchObject({ type: 'separate', privacyText: '<p>We keep your data safe.</p>' });
  });

  it('adds, edits and removes communication checkboxes, each needing its own type id', async () => {
    const { latest } = renderSettings(
      editorForm({
        consent: {
          type: 'implicit',
          communicationText: '',
          checkboxes: [{ communicationTypeId: '4100001', label: '<p>Newsletter</p>', required: false }],
          processingText: '',
          processingCheckboxLabel: '',
          privacyText: '',
        },
      }),
    );
    const first = within(screen.getByRole('group', { name: 'Checkbox 1' }));
    expect(first.getByLabelText<HTMLInputElement>('Label').value).toBe('Newsletter');
    await userEvent.click(first.getByRole('checkbox', { name: 'Required' }));
    expect(latest().consent?.checkboxes[0]?.required).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add a checkbox' }));
    expect(latest().consent?.checkboxes[1]).toEqual({ communicationTypeId: '4100002', label: '<p>I agree to receive other communications.</p>', required: false });
    const second = within(screen.getByRole('group', { name: 'Checkbox 2' }));
    await userEvent.clear(second.getByLabelText('Label'));
    await userEvent.type(second.getByLabelText('Label'), 'Events & offers');
    expect(latest().consent?.checkboxes[1]?.label).toBe('<p>Events &amp; offers</p>');

    const secondId = second.getByLabelText('Communication type id');
    await userEvent.clear(secondId);
    expect(description(secondId)).toMatch(/^Give the checkbox a communication type id/);
    await userEvent.type(secondId, '4100001');
    expect(secondId.getAttribute('aria-invalid')).toBe('true');
    expect(description(secondId)).toBe('Another checkbox has this communication type id: give each its own.');
    await userEvent.clear(secondId);
    await userEvent.type(secondId, '7');
    expect(secondId.getAttribute('aria-invalid')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Remove checkbox 1' }));
    expect(latest().consent?.checkboxes).toEqual([{ communicationTypeId: '7', label: '<p>Events &amp; offers</p>', required: false }]);
    expect(within(screen.getByRole('group', { name: 'Checkbox 1' })).getByLabelText<HTMLInputElement>('Label').value).toBe('Events & offers');
  });
});

describe('form settings: Style', () => {
  it('sets a colour from its text box or its picker, and Reset leaves it unset', async () => {
    const { latest } = renderSettings(editorForm({ style: { submitColor: '#c8401f' } }));
    const style = section('Style');
    const text = style.getByLabelText<HTMLInputElement>('Label colour');
    await userEvent.type(text, '#abc');
    expect(latest().style).toEqual({ submitColor: '#c8401f', labelTextColor: '#abc' });
    expect(style.getByLabelText<HTMLInputElement>('Label colour: pick a colour').value).toBe('#aabbcc');

    fireEvent.input(style.getByLabelText('Button colour: pick a colour'), { target: { value: '#102030' } });
    expect(latest().style.submitColor).toBe('#102030');
    expect(style.getByLabelText<HTMLInputElement>('Button colour').value).toBe('#102030');

    await userEvent.click(style.getByRole('button', { name: 'Reset Button colour' }));
    expect(latest().style).toEqual({ labelTextColor: '#abc' });
    expect(style.getByRole('button', { name: 'Reset Button colour' })).toHaveProperty('disabled', true);
  });

  it('sets sizes, font, width and the button alignment', async () => {
    const { latest } = renderSettings(editorForm());
    const style = section('Style');
    await userEvent.type(style.getByLabelText('Label size'), '14px');
    await userEvent.type(style.getByLabelText('Font family'), 'Georgia, serif');
    await userEvent.type(style.getByLabelText('Form width'), '600px');
    await userEvent.selectOptions(style.getByLabelText('Button alignment'), 'Centre');
    expect(latest().style).toEqual({ labelTextSize: '14px', fontFamily: 'Georgia, serif', backgroundWidth: '600px', submitAlignment: 'center' });
    await userEvent.selectOptions(style.getByLabelText('Button alignment'), 'Not set');
    expect(latest().style.submitAlignment).toBeUndefined();
  });

  it('says why a value that could break out of CSS is refused', async () => {
    renderSettings(editorForm());
    const size = section('Style').getByLabelText('Help text size');
    await userEvent.type(size, '12px;}body{{');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(description(size)).toBe('Not a plain CSS value: it may not hold ; { } < > \\, a comment, url( or an unpaired quote.');
  });

  it('lists every style key of the spec once', () => {
    renderSettings(editorForm());
    expect(section('Style').getAllByRole('button', { name: /^Reset / })).toHaveLength(16);
  });
});

describe('form settings, read only', () => {
  it('disables every control', () => {
    renderSettings(
      editorForm({
        consent: {
          type: 'separate',
          communicationText: '',
          checkboxes: [{ communicationTypeId: '1', label: '', required: false }],
          processingText: '',
          processingCheckboxLabel: '',
          privacyText: '',
        },
        style: { submitColor: '#000000' },
      }),
      true,
    );
    const controls = document.querySelectorAll('input, select, textarea, button');
    expect(controls.length).toBeGreaterThan(40);
    for (const control of controls) expect(control.matches(':disabled')).toBe(true);
  });
});

describe('form settings: Spam and attribution', () => {
  it('shows proof of work off and attribution on by default, each switch with its one-line explanation', () => {
    renderSettings(editorForm());
    const proofOfWork = section('Spam and attribution').getByRole('switch', { name: 'Require proof of work' });
    const attribution = section('Spam and attribution').getByRole('switch', { name: 'Record where leads came from' });
    expect((proofOfWork as HTMLInputElement).checked).toBe(false);
    expect((attribution as HTMLInputElement).checked).toBe(true);
    expect(description(proofOfWork)).toMatch(/^The visitor’s browser solves a small puzzle before sending/);
    expect(description(attribution)).toMatch(/^Keeps the campaign \(UTM\)/);
  });

  it('turns proof of work on and attribution off, and back', async () => {
    const { latest } = renderSettings(editorForm());
    await userEvent.click(screen.getByRole('switch', { name: 'Require proof of work' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Record where leads came from' }));
    expect(latest()).toMatchObject({ proofOfWork: true, attribution: false });
    await userEvent.click(screen.getByRole('switch', { name: 'Require proof of work' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Record where leads came from' }));
    expect(latest()).toMatchObject({ proofOfWork: false, attribution: true });
  });

  it('cannot be changed in a read-only session', () => {
    renderSettings(editorForm({ proofOfWork: true }), true);
    const proofOfWork = screen.getByRole('switch', { name: 'Require proof of work' }) as HTMLInputElement;
    expect(proofOfWork.checked).toBe(true);
    expect(proofOfWork.matches(':disabled')).toBe(true);
  });
});
