import type { Page } from '@playwright/test';

/**
 * Mounts a form `times` times, each into a fresh container of `#slots` with
 * `hbspt.forms.create`, waits for it to be ready, then removes the container (the embed unmounts
 * the form). Shared by the leak spec and the benchmark's heap figure.
 */
export function cycleMounts(page: Page, { times, portalId, formId, renderFrame }: { times: number; portalId: string; formId: string; renderFrame?: boolean }) {
  return page.evaluate(
    async (options) => {
      const slots = document.getElementById('slots')!;
      for (let index = 0; index < options.times; index += 1) {
        const slot = slots.appendChild(document.createElement('div'));
        // No function literal as a property value here: the benchmark's script runner would name
        // it with a helper the page lacks.
        await new Promise((ready) => {
          (window as unknown as { hbspt: { forms: { create(create: unknown): unknown } } }).hbspt.forms.create({
            portalId: options.portalId,
            formId: options.formId,
            target: slot,
            ...(options.renderFrame === undefined ? {} : { renderFrame: options.renderFrame }),
            onFormReady: ready,
          });
        });
        slot.remove();
        // The embed notices a removed container through a MutationObserver: let it run.
        await new Promise((done) => setTimeout(done, 0));
      }
    },
    { times, portalId, formId, renderFrame },
  );
}
