import { describe, expect, it } from 'vitest';
import { embedSnippets } from '../../../../console/editor/snippet/embed-snippets';

const CODE = {
  portalId: '123456',
  formId: 'a1b2c3d4-0001-4000-8000-000000000001',
  scriptUrl: 'https://forms.example.com/embed.js',
  pinned: { scriptUrl: 'https://forms.example.com/v/0123abcd/embed.js', integrity: 'sha384-abc+/=' },
};

describe('embedSnippets', () => {
  it('gives the script tag with its container, the create call, and the pinned build', () => {
    expect(embedSnippets(CODE)).toEqual([
      {
        id: 'container',
        code:
          '<script src="https://forms.example.com/embed.js" defer></script>\n' +
          '<div class="hs-form-frame" data-portal-id="123456" data-form-id="a1b2c3d4-0001-4000-8000-000000000001"></div>',
      },
      {
        id: 'create',
        code: [
          '<script src="https://forms.example.com/embed.js"></script>',
          '<script>',
          '  hbspt.forms.create({',
          '    portalId: "123456",',
          '    formId: "a1b2c3d4-0001-4000-8000-000000000001"',
          '  });',
          '</script>',
        ].join('\n'),
      },
      {
        id: 'pinned',
        code:
          '<script src="https://forms.example.com/v/0123abcd/embed.js" integrity="sha384-abc+/=" crossorigin="anonymous" defer></script>\n' +
          '<div class="hs-form-frame" data-portal-id="123456" data-form-id="a1b2c3d4-0001-4000-8000-000000000001"></div>',
      },
    ]);
  });

  it('leaves the pinned build out when the host has none', () => {
    expect(embedSnippets({ ...CODE, pinned: null }).map((snippet) => snippet.id)).toEqual(['container', 'create']);
  });

  it('keeps quotes and markup in the values from ending an attribute or the inline script', () => {
    const [container, create] = embedSnippets({ ...CODE, scriptUrl: 'https://forms.example.com/embed.js?a="b"&c=<d>', formId: '</script><b>' });
    expect(container!.code).toContain('src="https://forms.example.com/embed.js?a=&quot;b&quot;&amp;c=&lt;d>"');
    expect(create!.code).toContain('formId: "\\u003c/script>\\u003cb>"');
  });
});
