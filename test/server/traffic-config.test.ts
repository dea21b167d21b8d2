import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_CHECK_RATE_LIMIT, DEFAULT_SUBMIT_RATE_LIMIT } from '../../server/http/rate-limit-policy.js';
import { writeLogLine } from '../../server/http/request-log.js';
import { readTrafficSettings } from '../../server/traffic-config.js';

describe('readTrafficSettings', () => {
  it('logs requests on stdout and limits submissions and email checks by default, trusting no proxy', () => {
    expect(readTrafficSettings({})).toEqual({
      requestLog: writeLogLine,
      submitRateLimit: DEFAULT_SUBMIT_RATE_LIMIT,
      emailCheckRateLimit: DEFAULT_EMAIL_CHECK_RATE_LIMIT,
    });
    expect(DEFAULT_SUBMIT_RATE_LIMIT).toEqual({ limit: 20, windowSeconds: 60 });
    expect(DEFAULT_EMAIL_CHECK_RATE_LIMIT).toEqual({ limit: 120, windowSeconds: 60 });
  });

  it('turns the request log and each limit off', () => {
    expect(readTrafficSettings({ LOG_REQUESTS: 'off', SUBMIT_RATE_LIMIT: 'off', EMAIL_CHECK_RATE_LIMIT: 'off' })).toEqual({});
  });

  it('reads the limits, TRUST_PROXY, PORTAL_ORIGINS and MAX_SUBMISSION_BYTES', () => {
    expect(
      readTrafficSettings({
        SUBMIT_RATE_LIMIT: '5/10',
        EMAIL_CHECK_RATE_LIMIT: '300/60',
        TRUST_PROXY: '1',
        PORTAL_ORIGINS: '{"123456":["https://www.example.com"]}',
        MAX_SUBMISSION_BYTES: '1048576',
        LOG_REQUESTS: 'on',
      }),
    ).toEqual({
      requestLog: writeLogLine,
      submitRateLimit: { limit: 5, windowSeconds: 10 },
      emailCheckRateLimit: { limit: 300, windowSeconds: 60 },
      trustProxy: true,
      portalOrigins: { 123456: ['https://www.example.com'] },
      maxSubmissionBytes: 1_048_576,
    });
    expect(readTrafficSettings({ TRUST_PROXY: 'off' })).not.toHaveProperty('trustProxy');
  });

  it.each([
    ['SUBMIT_RATE_LIMIT', '20 per minute'],
    ['EMAIL_CHECK_RATE_LIMIT', '0/60'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_REQUESTS', 'verbose'],
    ['PORTAL_ORIGINS', '{"123456":["https://www.example.com/contact"]}'],
    ['MAX_SUBMISSION_BYTES', '10MB'],
    ['MAX_SUBMISSION_BYTES', '0'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readTrafficSettings({ [name]: value })).toThrow(new RegExp(`^${name}`));
  });
});
