import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_UNUSED,
  captchaContextStatus,
  captchaExecuting,
  captchaFailed,
  captchaPassed,
  captchaReset,
} from '../../../src/core/captcha/captcha-state';

describe('captcha status machine (spec 4 "Captcha")', () => {
  it('starts ready, without a token, not in use', () => {
    expect(CAPTCHA_UNUSED).toEqual({ enabled: false, status: 'READY', token: '', widgetId: undefined, message: '' });
  });

  it('execute moves to executing and puts the captcha in use', () => {
    expect(captchaExecuting(CAPTCHA_UNUSED)).toMatchObject({ enabled: true, status: 'EXECUTING', token: '' });
  });

  it("the provider's callback passes it with the token and the widget", () => {
    expect(captchaPassed(captchaExecuting(CAPTCHA_UNUSED), 'tok-1', 3)).toEqual({
      enabled: true, status: 'PASSED', token: 'tok-1', widgetId: 3, message: '',
    });
  });

  it('a failure sets the error with its message and drops any token', () => {
    const passed = captchaPassed(captchaExecuting(CAPTCHA_UNUSED), 'tok-1', 0);
    expect(captchaFailed(passed, 'timed out')).toMatchObject({ status: 'ERROR', token: '', message: 'timed out' });
  });

  it('reset clears the token and the message and returns to ready, keeping the widget', () => {
    const failed = captchaFailed(captchaPassed(captchaExecuting(CAPTCHA_UNUSED), 'tok-1', 2), 'boom');
    expect(captchaReset(failed)).toEqual({ enabled: true, status: 'READY', token: '', widgetId: 2, message: '' });
    expect(captchaReset(captchaPassed(CAPTCHA_UNUSED, 'tok-2', 2)).token).toBe('');
  });

  it('hs_context says NOT_APPLICABLE until the captcha is in use, then its real status', () => {
    expect(captchaContextStatus(CAPTCHA_UNUSED)).toBe('NOT_APPLICABLE');
    expect(captchaContextStatus(captchaPassed(captchaExecuting(CAPTCHA_UNUSED), 't', 0))).toBe('PASSED');
  });
});
