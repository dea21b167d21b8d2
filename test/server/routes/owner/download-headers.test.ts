import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadHeaders, servedContentType } from '../../../../server/routes/owner/download-headers.js';

describe('servedContentType', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'])('keeps the safe type %s', (type) => {
    expect(servedContentType(type)).toBe(type);
  });

  it('reads the type without its parameters or case', () => {
    expect(servedContentType('Application/PDF; name="x.pdf"')).toBe('application/pdf');
  });

  it.each(['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', 'text/plain', '', 'image/png-evil', 'not a type'])(
    'sends %j as bytes to save',
    (type) => {
      expect(servedContentType(type)).toBe('application/octet-stream');
    },
  );
});

describe('attachmentDisposition', () => {
  it('gives a plain name as it is, twice', () => {
    expect(attachmentDisposition('report-2024.pdf')).toBe(`attachment; filename="report-2024.pdf"; filename*=UTF-8''report-2024.pdf`);
  });

  it("percent-encodes what RFC 5987 does not allow, the characters encodeURIComponent keeps included ('()*)", () => {
    expect(attachmentDisposition("it's (mine)*.txt")).toBe(`attachment; filename="it's (mine)*.txt"; filename*=UTF-8''it%27s%20%28mine%29%2A.txt`);
  });

  it('drops control characters, so a name can never end the header or start another', () => {
    expect(attachmentDisposition('a\r\nSet-Cookie: b\u0000.txt')).toBe(`attachment; filename="aSet-Cookie: b.txt"; filename*=UTF-8''aSet-Cookie%3A%20b.txt`);
  });

  it('names a file with no usable name "file"', () => {
    expect(attachmentDisposition('\r\n')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});

describe('downloadHeaders', () => {
  it('always sends an attachment that is neither sniffed, nor run as a page, nor cached', () => {
    expect(downloadHeaders({ name: 'x.svg', contentType: 'image/svg+xml' }, 12)).toEqual({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="x.svg"; filename*=UTF-8''x.svg`,
      'Content-Length': 12,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'no-store',
    });
  });
});
