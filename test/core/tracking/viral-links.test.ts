import { describe, expect, it } from 'vitest';
import { isHttpUrl, viralClickTrackingUrl, viralTrackingUrl, type ViralLink } from '../../../src/core/tracking/viral-links';

const LINK: ViralLink = { apiHost: 'https://api.example.com', viralLinkType: 'form', deviceId: 'dev-1', portalId: '123' };

describe('viral links', () => {
  it('points the link through click tracking with the target, device, type and hubId', () => {
    const url = new URL(viralClickTrackingUrl(LINK, 'https://forms.example.com/?a=1&b=2'));
    expect(url.origin + url.pathname).toBe('https://api.example.com/viral-links/v1/click-tracking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      u: 'https://forms.example.com/?a=1&b=2',
      deviceId: 'dev-1',
      viralLinkType: 'form',
      hubId: '123',
    });
  });

  it('records the showing with type, device and hubId, and leaves hubId out without a portal', () => {
    expect(viralTrackingUrl(LINK)).toBe('https://api.example.com/viral-links/v1/tracking?viralLinkType=form&deviceId=dev-1&hubId=123');
    expect(viralTrackingUrl({ ...LINK, portalId: '' })).toBe('https://api.example.com/viral-links/v1/tracking?viralLinkType=form&deviceId=dev-1');
  });

  it.each([
    ['https://example.com/x', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['', false],
  ])('isHttpUrl(%s) is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
