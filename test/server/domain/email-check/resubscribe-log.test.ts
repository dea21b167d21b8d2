import { describe, expect, it } from 'vitest';
import { RESUBSCRIBE_LOG_LIMIT, ResubscribeLog, type ResubscribeRequest } from '../../../../server/domain/email-check/resubscribe-log.js';

function entry(n: number): ResubscribeRequest {
  return {
    email: `visitor${n}@example.com`,
    portalId: '123456',
    formId: null,
    formName: null,
    formAddress: null,
    at: new Date(n * 1000).toISOString(),
  };
}

describe('ResubscribeLog', () => {
  it('lists entries newest last', () => {
    const log = new ResubscribeLog();
    log.add(entry(1));
    log.add(entry(2));
    expect(log.list().map((e) => e.email)).toEqual(['visitor1@example.com', 'visitor2@example.com']);
  });

  it('drops the oldest entries past its limit', () => {
    const log = new ResubscribeLog(3);
    for (let n = 1; n <= 5; n++) log.add(entry(n));
    expect(log.list().map((e) => e.email)).toEqual([
      'visitor3@example.com',
      'visitor4@example.com',
      'visitor5@example.com',
    ]);
  });

  it('keeps 1000 entries by default', () => {
    const log = new ResubscribeLog();
    for (let n = 0; n < RESUBSCRIBE_LOG_LIMIT + 10; n++) log.add(entry(n));
    expect(RESUBSCRIBE_LOG_LIMIT).toBe(1000);
    expect(log.list()).toHaveLength(1000);
    expect(log.list()[0]?.email).toBe('visitor10@example.com');
  });

  it('hands out a copy', () => {
    const log = new ResubscribeLog();
    log.add(entry(1));
    (log.list() as ResubscribeRequest[]).pop();
    expect(log.list()).toHaveLength(1);
  });
});
