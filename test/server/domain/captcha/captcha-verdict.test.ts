import { describe, expect, it, vi } from 'vitest';
import { captchaVerdict } from '../../../../server/domain/captcha/captcha-verdict.js';
import { CaptchaProviderUnavailable } from '../../../../server/domain/captcha/provider-verify.js';

const SENDER = { portalId: '123456', clientIp: '203.0.113.9' };

describe('captchaVerdict', () => {
  it('passes what the check passes, and refuses what it refuses or when there is no check', async () => {
    expect(await captchaVerdict(() => true, 'token', SENDER)).toBe('passed');
    expect(await captchaVerdict(async () => false, 'token', SENDER)).toBe('refused');
    expect(await captchaVerdict(undefined, 'token', SENDER)).toBe('refused');
  });

  it('is unavailable, and says so on stderr, when the provider could not check the token', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const verdict = await captchaVerdict(() => Promise.reject(new CaptchaProviderUnavailable('no answer within 5000 ms')), 'token', SENDER);
    expect(verdict).toBe('unavailable');
    expect(JSON.parse(String(stderr.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', event: 'captcha-unavailable', portalId: '123456' });
  });

  it("lets any other failure through: it is the host's fault, not the provider's", async () => {
    await expect(captchaVerdict(() => Promise.reject(new TypeError('bug')), 'token', SENDER)).rejects.toThrow('bug');
  });
});
