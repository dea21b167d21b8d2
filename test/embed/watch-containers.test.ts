// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchContainers, type ContainerForms } from '../../src/embed/watch-containers';

/** Lets the MutationObserver's callback for what was just changed run. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve));

function containerElement(formId: string): HTMLElement {
  const container = document.createElement('div');
  container.className = 'hs-form-frame';
  container.dataset.portalId = '123456';
  container.dataset.formId = formId;
  return container;
}

function watching() {
  const mounted: HTMLElement[] = [];
  const forms: ContainerForms = { has: (target) => mounted.includes(target as HTMLElement), unmountDetached: vi.fn() };
  const stop = watchContainers(document, forms, (container) => mounted.push(container));
  return { mounted, forms, stop };
}

let stopWatching = (): void => undefined;
afterEach(() => {
  stopWatching();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('watchContainers', () => {
  it('mounts the containers on the page, then each one the page adds later, once', async () => {
    const first = document.body.appendChild(containerElement('first'));
    const { mounted, stop } = watching();
    stopWatching = stop;
    expect(mounted).toEqual([first]);
    const section = document.createElement('section');
    const later = section.appendChild(containerElement('later'));
    document.body.appendChild(section);
    await observed();
    expect(mounted).toEqual([first, later]);
  });

  it("leaves what is added inside a form's wrapper to the embed, however deep", async () => {
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.className = 'hbspt-form';
    const inner = wrapper.appendChild(document.createElement('div'));
    const { mounted, stop } = watching();
    stopWatching = stop;
    inner.appendChild(containerElement('inside'));
    const another = document.createElement('div');
    another.className = 'hbspt-form';
    another.appendChild(containerElement('in a new wrapper'));
    document.body.appendChild(another);
    await observed();
    expect(mounted).toEqual([]);
  });

  it('unmounts the forms whose place left the page when the page removes nodes', async () => {
    const container = document.body.appendChild(containerElement('leaving'));
    const { forms, stop } = watching();
    stopWatching = stop;
    container.remove();
    await observed();
    expect(forms.unmountDetached).toHaveBeenCalledTimes(1);
  });

  it("asks once whether a parent is inside a form, not once for each node added to it (a phone field's 243 countries)", async () => {
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.className = 'hbspt-form';
    const select = wrapper.appendChild(document.createElement('select'));
    const { stop } = watching();
    stopWatching = stop;
    const closest = vi.spyOn(Element.prototype, 'closest');
    for (let index = 0; index < 243; index += 1) select.appendChild(document.createElement('option'));
    await observed();
    expect(closest).toHaveBeenCalledTimes(1);
  });
});
