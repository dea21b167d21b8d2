import { describe, expect, it } from 'vitest';
import { errorReportUrl, MAX_REPORTED_MESSAGE_LENGTH, pageUrlWithoutQuery } from '../../../src/core/tracking/error-report';

describe('error report', () => {
  it('drops the query and fragment of the page address', () => {
    expect(pageUrlWithoutQuery('https://site.example/contact?email=a@b.c#top')).toBe('https://site.example/contact');
    expect(pageUrlWithoutQuery('https://site.example/p#x?y')).toBe('https://site.example/p');
    expect(pageUrlWithoutQuery('https://site.example/')).toBe('https://site.example/');
  });

  it('reports code, truncated message, ids, embed version and page on the beacon path', () => {
    const url = new URL(
      errorReportUrl({
        formsHost: 'https://forms.example.com',
        error: { code: 'UNKNOWN_RENDER_ERROR', message: 'x'.repeat(1000) },
        portalId: '123',
        formId: 'f-1',
        embedVersion: '1.2.3',
        pageUrl: 'https://site.example/contact?token=secret',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://forms.example.com/error-reports/v1/beacon.gif');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'UNKNOWN_RENDER_ERROR',
      message: 'x'.repeat(MAX_REPORTED_MESSAGE_LENGTH),
      portalId: '123',
      formId: 'f-1',
      version: '1.2.3',
      pageUrl: 'https://site.example/contact',
    });
  });
});
