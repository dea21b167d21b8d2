// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGE } from '../../../console/editor/preview/preview-protocol';

const create = vi.fn();
let told: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  document.body.innerHTML = '<div id="preview"></div>';
  (window as unknown as { hbspt: unknown }).hbspt = { forms: { create } };
  // jsdom lays nothing out: the height report is the browser spec's.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
    },
  );
  told = vi.spyOn(window, 'postMessage');
  await import('../../../console/preview-frame/preview-frame');
});

afterEach(() => {
  create.mockClear();
});

const definition = { form: { guid: 'g', formFieldGroups: [] } };

function post(data: unknown, from: { source?: MessageEventSource | null; origin?: string } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, source: from.source === undefined ? window : from.source, origin: from.origin ?? window.location.origin }));
}

describe('the preview page script', () => {
  it('tells its parent, on the console’s origin only, that it listens', () => {
    expect(told).toHaveBeenCalledWith({ type: PREVIEW_MESSAGE.ready }, window.location.origin);
  });

  it("renders its parent's definition with the embed's preview and test-page modes, in the page", () => {
    post({ type: PREVIEW_MESSAGE.render, definition, showErrors: false });
    expect(create).toHaveBeenCalledWith({
      target: '#preview',
      formData: definition,
      isPreview: true,
      isTestPage: true,
      renderFrame: false,
      onFormReady: expect.any(Function),
    });
  });

  it('keeps the page as tall as it was until the rebuilt form is ready', () => {
    const target = document.getElementById('preview')!;
    Object.defineProperty(target, 'offsetHeight', { configurable: true, value: 480 });
    post({ type: PREVIEW_MESSAGE.render, definition, showErrors: false });
    expect(target.style.getPropertyValue('min-height')).toBe('480px');
    const { onFormReady } = create.mock.calls[0]![0] as { onFormReady: (form: unknown) => void };
    onFormReady(document.createElement('form'));
    expect(target.style.getPropertyValue('min-height')).toBe('');
  });

  it('ignores a message from another window, another origin, or of another shape', () => {
    const other = document.createElement('iframe');
    document.body.append(other);
    post({ type: PREVIEW_MESSAGE.render, definition, showErrors: false }, { source: other.contentWindow });
    post({ type: PREVIEW_MESSAGE.render, definition, showErrors: false }, { origin: 'https://elsewhere.example' });
    post({ type: PREVIEW_MESSAGE.render, definition: 'not a definition', showErrors: false });
    expect(create).not.toHaveBeenCalled();
    other.remove();
  });

  it('shows the error state by submitting the form through its submit event, never natively', () => {
    post({ type: PREVIEW_MESSAGE.render, definition, showErrors: true });
    const { onFormReady } = create.mock.calls[0]![0] as { onFormReady: (form: HTMLFormElement) => void };
    const form = document.createElement('form');
    form.innerHTML = '<input name="email"><input type="submit" value="Send">';
    document.body.append(form);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const clicks: MouseEvent[] = [];
    form.addEventListener('click', (event) => clicks.push(event));
    onFormReady(form);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.defaultPrevented).toBe(true);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((submitted.mock.calls[0]![0] as SubmitEvent).submitter).toBe(form.querySelector('[type=submit]'));
    form.remove();
  });

  it('lets only a page the owner is using move its focus', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    input.focus();
    expect(document.activeElement).not.toBe(input);
    hasFocus.mockReturnValue(true);
    input.focus();
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it('keeps links from leading away, but not the links within the page', () => {
    document.body.insertAdjacentHTML('beforeend', '<a id="away" href="https://elsewhere.example/">away</a><a id="within" href="#email">within</a>');
    const away = new MouseEvent('click', { bubbles: true, cancelable: true });
    const within = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('away')!.dispatchEvent(away);
    document.getElementById('within')!.dispatchEvent(within);
    expect(away.defaultPrevented).toBe(true);
    expect(within.defaultPrevented).toBe(false);
  });
});
