import { describe, expect, it } from 'vitest';
import { hostOrigin } from '../../../server/cli/host-origin.js';

describe('hostOrigin', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(hostOrigin({ host: '0.0.0.0', port: 3000, publicUrl: 'https://forms.example.com/' })).toBe('https://forms.example.com');
  });

  it('is the listening address otherwise, a wildcard one as 127.0.0.1 and IPv6 in brackets', () => {
    expect(hostOrigin({ host: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(hostOrigin({ host: '0.0.0.0', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(hostOrigin({ host: '::', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(hostOrigin({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});
