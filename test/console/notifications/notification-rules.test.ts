import { describe, expect, it } from 'vitest';
import { endpointProblems, eventName } from '../../../console/notifications/endpoint-rules';
import { recipientProblem, sameRecipients } from '../../../console/notifications/recipient-rules';

describe('the checks of an endpoint before it is sent', () => {
  const draft = { url: 'https://hooks.example.com/x', events: ['lead.created'], scope: 'form' as const, enabled: true };

  it('takes an http(s) address with at least one event', () => {
    expect(endpointProblems(draft)).toEqual({});
    expect(endpointProblems({ ...draft, url: '  http://127.0.0.1:8080/hook  ' })).toEqual({});
  });

  it('names a missing or non-http(s) address and a missing event', () => {
    expect(endpointProblems({ ...draft, url: ' ', events: [] })).toEqual({ url: 'Enter the endpoint’s address.', events: 'Choose at least one event.' });
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'hooks.example.com', 'http://']) {
      expect(endpointProblems({ ...draft, url }).url).toBe('Enter a full address starting with https:// or http://.');
    }
  });

  it('names events for people, and an unknown one as it is', () => {
    expect(eventName('lead.marked_spam')).toBe('Lead marked as spam');
    expect(eventName('lead.restored')).toBe('lead.restored');
  });
});

describe('the checks of an e-mail recipient', () => {
  it('refuses what is not an address and an address already listed, whatever its case', () => {
    expect(recipientProblem('ops@example.com', ['sales@example.com'])).toBeNull();
    expect(recipientProblem('ops@example', [])).toBe('“ops@example” is not an e-mail address.');
    expect(recipientProblem('a b@example.com', [])).toBe('“a b@example.com” is not an e-mail address.');
    expect(recipientProblem('Sales@Example.com', ['sales@example.com'])).toBe('Sales@Example.com is on the list already.');
  });

  it('tells a changed list from the saved one', () => {
    expect(sameRecipients(['a@x.io', 'b@x.io'], ['a@x.io', 'b@x.io'])).toBe(true);
    expect(sameRecipients(['a@x.io', 'b@x.io'], ['b@x.io', 'a@x.io'])).toBe(false);
    expect(sameRecipients(['a@x.io'], [])).toBe(false);
  });
});
