import { withAppParameters } from './request';

/**
 * Sends a GET as an image load (spec 7.5, 7.9, 7.12, 7.13): no CORS, no answer to read, nothing
 * that can fail loudly. The shared app parameters of 7.16 are added as for every call.
 */
export function sendImageBeacon(url: string): void {
  try {
    new Image().src = withAppParameters(url);
  } catch {
    // A page without images (or a strict policy) loses the beacon, never the form.
  }
}
