// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/embed/boot';
import type { FormHandle } from '../../src/loader/handoff';
import { FORMS } from '../fixture-ids';

type PageGlobal = Window & { hbspt?: { forms?: { create?: (options: unknown) => FormHandle } } };

afterEach(() => {
  for (const key of ['__formsEmbedLoader', 'hbspt']) delete (window as unknown as Record<string, unknown>)[key];
  document.body.innerHTML = '';
});

describe('boot: the loader and the runtime in one file (src/index.ts)', () => {
  it('mounts a created form at once, with no runtime file to wait for, and boots only once', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    document.body.innerHTML = '<div id="target"></div>';
    boot(window);
    const create = (window as PageGlobal).hbspt?.forms?.create;
    const handle = create?.({ portalId: '123456', formId: FORMS.contact, target: '#target' });
    expect(handle?.id).toBe('hbspt-form-0');
    expect(document.querySelector('#target > #hbspt-form-0.hbspt-form')).not.toBeNull();
    expect(document.querySelector('script[data-forms-embed-runtime]')).toBeNull();
    boot(window);
    expect((window as PageGlobal).hbspt?.forms?.create).toBe(create);
  });
});
