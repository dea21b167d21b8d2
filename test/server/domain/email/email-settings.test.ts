import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config.js';
import { emailEnabled, readEmailSettings } from '../../../../server/domain/email/email-settings.js';

describe('readEmailSettings', () => {
  it('sends no e-mail without SMTP_URL, whatever MAIL_FROM says', () => {
    expect(readEmailSettings({})).toEqual({});
    expect(readEmailSettings({ MAIL_FROM: 'forms@example.com' })).toEqual({});
    expect(emailEnabled(readEmailSettings({}))).toBe(false);
  });

  it('reads SMTP_URL with MAIL_FROM as an address or Name <address>', () => {
    expect(readEmailSettings({ SMTP_URL: ' smtp://u:p@mail.example.com:587 ', MAIL_FROM: 'forms@example.com' })).toEqual({
      email: { smtpUrl: 'smtp://u:p@mail.example.com:587', mailFrom: 'forms@example.com' },
    });
    const named = readEmailSettings({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Forms <forms@example.com>' });
    expect(named).toEqual({ email: { smtpUrl: 'smtps://mail.example.com', mailFrom: 'Forms <forms@example.com>' } });
    expect(emailEnabled(named)).toBe(true);
  });

  it('stops the start naming the setting that is wrong, never showing the password', () => {
    expect(() => readEmailSettings({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/^MAIL_FROM must be set when SMTP_URL is/);
    expect(() => readEmailSettings({ SMTP_URL: 'https://u:secret@mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@mail.example.com:587), but its scheme is https: (smtp: or smtps: only)',
    );
    expect(() => readEmailSettings({ SMTP_URL: 'not a url', MAIL_FROM: 'a@example.com' })).toThrow(/^SMTP_URL must be .* but it is not a URL$/);
    expect(() => readEmailSettings({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'Forms\r\nBcc: x@example.com <a@example.com>' })).toThrow(/^MAIL_FROM must be an address or Name <address>/);
    expect(() => readEmailSettings({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'forms' })).toThrow(/^MAIL_FROM must be/);
  });

  it('is part of the host configuration', () => {
    expect(readConfig({ DEMO: 'off', SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'forms@example.com' }).email).toEqual({
      smtpUrl: 'smtp://mail.example.com',
      mailFrom: 'forms@example.com',
    });
    expect(readConfig({ DEMO: 'off' }).email).toBeUndefined();
    expect(() => readConfig({ DEMO: 'off', SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
  });
});
