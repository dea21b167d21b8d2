import type { EmbedCode } from '../../api/owner-api';

export interface Snippet {
  id: 'container' | 'create' | 'pinned';
  code: string;
}

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A JavaScript string that cannot end the inline script it stands in. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

const container = (code: EmbedCode) =>
  `<div class="hs-form-frame" data-portal-id="${attribute(code.portalId)}" data-form-id="${attribute(code.formId)}"></div>`;

/**
 * The codes a site owner pastes, in the shapes pages already use with the embed this product
 * replaces (so moving a form here changes only the script's address): the script tag and the
 * container it fills; the script and a `hbspt.forms.create` call, which renders where it
 * stands; and the pinned build with its integrity hash, when the host has one.
 */
export function embedSnippets(code: EmbedCode): Snippet[] {
  const snippets: Snippet[] = [
    { id: 'container', code: `<script src="${attribute(code.scriptUrl)}" defer></script>\n${container(code)}` },
    {
      id: 'create',
      code: [
        `<script src="${attribute(code.scriptUrl)}"></script>`,
        '<script>',
        '  hbspt.forms.create({',
        `    portalId: ${scriptString(code.portalId)},`,
        `    formId: ${scriptString(code.formId)}`,
        '  });',
        '</script>',
      ].join('\n'),
    },
  ];
  if (code.pinned !== null) {
    snippets.push({
      id: 'pinned',
      code: `<script src="${attribute(code.pinned.scriptUrl)}" integrity="${attribute(code.pinned.integrity)}" crossorigin="anonymous" defer></script>\n${container(code)}`,
    });
  }
  return snippets;
}
