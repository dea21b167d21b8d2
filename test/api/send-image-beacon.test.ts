// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_NAME, APP_VERSION } from '../../src/api/app-version';
import { sendImageBeacon } from '../../src/api/send-image-beacon';

afterEach(() => vi.unstubAllGlobals());

describe('sendImageBeacon', () => {
  it('loads the URL as an image, with the static app name and version', () => {
    const images: { src: string }[] = [];
    vi.stubGlobal('Image', function FakeImage(this: { src: string }) {
      images.push(this);
    });
    sendImageBeacon('https://forms.example.com/counters.gif?key=k&count=1');
    expect(images.map((image) => image.src)).toEqual([
      `https://forms.example.com/counters.gif?key=k&count=1&hs_static_app=${APP_NAME}&hs_static_app_version=${encodeURIComponent(APP_VERSION)}`,
    ]);
  });

  it('swallows a failure to create the image', () => {
    vi.stubGlobal('Image', function BrokenImage() {
      throw new Error('no images here');
    });
    expect(() => sendImageBeacon('https://forms.example.com/x.gif')).not.toThrow();
  });
});
