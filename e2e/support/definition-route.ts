import type { Page } from '@playwright/test';

type Definition = Record<string, unknown>;

/**
 * Serves a form's definition as `change` makes it from the host's, however the embed asks for
 * it: `…/json`, or `…/rendered` (the definition with the host's markup, which is dropped there:
 * it was rendered from the unchanged definition, so the embed renders the changed one itself).
 */
export async function serveChangedDefinition(page: Page, formId: string, change: (definition: Definition) => unknown): Promise<void> {
  const definitionPath = new RegExp(`^/embed/v3/form/[^/]+/${formId}/(json|rendered)$`, 'i');
  await page.route(
    (url) => definitionPath.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Definition;
      const rendered = new URL(route.request().url()).pathname.endsWith('/rendered');
      await route.fulfill({ response, json: rendered ? { ...body, definition: change(body.definition as Definition), markup: null } : change(body) });
    },
  );
}
