// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFormMarkup } from '../../src/prerender/render-form-markup';
import { FAR_ROW_SLICE_ATTRIBUTE } from '../../src/ui/styles/far-rows';
import { FORMS } from '../fixture-ids';
import { fixtureWire } from './fixture-wire';
import { makeView, renderLoaded } from '../ui/form-harness';
import { registerSanitizer } from '../ui/register-sanitizer';

/** The server's markup as the browser parses it. */
function parsed(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

function withoutComments(root: Element): Element {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  return root;
}

/**
 * The client's form as the server renders it: without the `style` attributes a server render
 * leaves to the page (the form's custom properties, the progress bar's width), and without the
 * mark of its far rows being drawn, which a form gets once it is ready in a browser.
 */
function asServerRenders(form: Element): Element {
  const copy = form.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('[style]')]) element.removeAttribute('style');
  copy.removeAttribute(FAR_ROW_SLICE_ATTRIBUTE);
  return copy;
}

/**
 * Markup with every element's attributes in name order, and an option's being chosen read as
 * the option is (not as an attribute). React in the browser sets some attributes after the others
 * (an input's `value`, a form's `target` and `method`), which changes their order only; and it
 * chooses a select's option by setting its `selected` property, where a server render can only
 * write the `selected` attribute.
 */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent!.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const element = node as Element;
  const attributes = [...element.attributes]
    .filter((attribute) => !(element.localName === 'option' && attribute.name === 'selected'))
    .map((attribute) => ` ${attribute.name}="${attribute.value}"`)
    .sort();
  if (element instanceof HTMLOptionElement && element.selected) attributes.push(' (chosen)');
  return `<${element.localName}${attributes.join('')}>${[...element.childNodes].map(canonical).join('')}</${element.localName}>`;
}

describe('the server markup and the embed in the browser', () => {
  for (const [name, formId] of Object.entries({
    contact: FORMS.contact,
    allFields: FORMS.allFields,
    multiPage: FORMS.multiPage,
    consentSeparate: FORMS.consentSeparate,
    rightToLeft: FORMS.rightToLeft,
    styledWithAccess: FORMS.styledWithAccess,
    large: FORMS.large,
  })) {
    it(`render the same form: ${name}`, async () => {
      registerSanitizer();
      const wire = fixtureWire(formId);
      const server = withoutComments(parsed((await renderFormMarkup(wire, { locale: '', formsHost: 'https://forms.test' })).markup));
      const { form } = await renderLoaded(wire, makeView({ hsContext: () => '' }));
      // A long form adds the groups past its first paint in a transition.
      await waitFor(() => expect(form.querySelectorAll('fieldset')).toHaveLength(server.querySelectorAll('fieldset').length));
      expect(canonical(asServerRenders(form))).toBe(canonical(server));
    });
  }
});
