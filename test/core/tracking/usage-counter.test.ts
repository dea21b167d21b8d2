import { describe, expect, it } from 'vitest';
import { usageCounterKey, usageCounterUrl } from '../../../src/core/tracking/usage-counter';

describe('usage counter', () => {
  it('keys a count by app, render version and event name', () => {
    expect(usageCounterKey('forms-embed', 'RENDER_SUCCESS')).toBe('forms-embed.v3.RENDER_SUCCESS');
  });

  it('counts one event at counters.gif on the forms host, with the form it came from', () => {
    const url = new URL(
      usageCounterUrl({ formsHost: 'https://forms.example.com', appName: 'forms-embed', eventName: 'SUBMISSION_FAILURE', portalId: '123', formId: 'f-1' }),
    );
    expect(url.origin + url.pathname).toBe('https://forms.example.com/counters.gif');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'forms-embed.v3.SUBMISSION_FAILURE', count: '1', portalId: '123', formId: 'f-1' });
  });
});
