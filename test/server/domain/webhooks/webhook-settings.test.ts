import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config.js';
import { readWebhookSettings } from '../../../../server/domain/webhooks/webhook-settings.js';

describe('the webhook settings', () => {
  it('refuses private addresses and keeps the Standard Webhooks schedule unless told otherwise', () => {
    expect(readWebhookSettings({})).toEqual({});
    expect(readWebhookSettings({ WEBHOOK_ALLOW_PRIVATE: '0' })).toEqual({});
  });

  it('reads WEBHOOK_ALLOW_PRIVATE=1 and a WEBHOOK_RETRY_SCHEDULE in milliseconds, into the host settings', () => {
    const config = readConfig({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_SCHEDULE: '0,100,1000' });
    expect(config).toMatchObject({ webhookAllowPrivate: true, webhookRetrySchedule: [0, 100, 1000] });
  });

  it('names the setting that cannot be read', () => {
    expect(() => readWebhookSettings({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow('WEBHOOK_ALLOW_PRIVATE must be 1 (allow private addresses) or 0, got "yes"');
    expect(() => readWebhookSettings({ WEBHOOK_RETRY_SCHEDULE: '5 minutes' })).toThrow(/^WEBHOOK_RETRY_SCHEDULE must be comma-separated whole milliseconds/);
  });
});
