import { describe, expect, it } from 'vitest';
import { trackingPixelUrl } from '../../../src/core/tracking/tracking-pixel';

describe('trackingPixelUrl', () => {
  it('asks the pixel on the forms host for the event with the portal and form', () => {
    expect(trackingPixelUrl({ formsHost: 'https://forms.example.com', event: 'click', portalId: '123', formId: 'a b' })).toBe(
      'https://forms.example.com/tracking/v1/pixel.gif?event=click&portalId=123&formId=a%20b',
    );
  });
});
