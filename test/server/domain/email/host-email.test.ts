import { describe, expect, it } from 'vitest';
import { consoleOriginOf } from '../../../../server/domain/email/host-email.js';

describe('consoleOriginOf', () => {
  it('links to PUBLIC_URL when set, else to the origin the host listens at, read when a message is composed', () => {
    expect(consoleOriginOf('https://forms.example.com', () => 'http://127.0.0.1:3000')()).toBe('https://forms.example.com');
    let listening = '';
    const origin = consoleOriginOf(undefined, () => listening);
    listening = 'http://127.0.0.1:4321';
    expect(origin()).toBe('http://127.0.0.1:4321');
  });
});
