import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWithDirective, readRespondDirective } from '../../server/respond-directive.js';

/** Just enough of a ServerResponse to see what the directive sends and when. */
function fakeResponse(): ServerResponse & { sent: Array<{ status: number; body: string }> } {
  const res = Object.assign(new EventEmitter(), {
    closed: false,
    sent: [] as Array<{ status: number; body: string }>,
    status: 0,
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    end(body: Buffer) {
      res.sent.push({ status: res.status, body: body.toString('utf8') });
      return res;
    },
  });
  return res as unknown as ServerResponse & { sent: Array<{ status: number; body: string }> };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readRespondDirective', () => {
  it('returns null for an ordinary definition', () => {
    expect(readRespondDirective({ form: {} })).toBeNull();
    expect(readRespondDirective([])).toBeNull();
    expect(readRespondDirective('text')).toBeNull();
  });

  it('fills in defaults', () => {
    expect(readRespondDirective({ __respond: { status: 404 } })).toEqual({ status: 404, body: {}, delayMs: 0, hang: false });
  });

  it.each([
    { __respond: 'x' },
    { __respond: {} },
    { __respond: { status: 99 } },
    { __respond: { status: 400, delayMs: -1 } },
    { __respond: { status: 400, hang: 'yes' } },
  ])('rejects a malformed directive %j', (fixture) => {
    expect(() => readRespondDirective(fixture)).toThrow(/__respond/);
  });
});

describe('answerWithDirective', () => {
  it('answers after the delay', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    const done = answerWithDirective(res, { status: 400, body: { message: 'x' }, delayMs: 30000, hang: false });
    await vi.advanceTimersByTimeAsync(29999);
    expect(res.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(res.sent).toEqual([{ status: 400, body: '{"message":"x"}' }]);
  });

  it('clears its timer when the client disconnects during the delay', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    const done = answerWithDirective(res, { status: 400, body: {}, delayMs: 30000, hang: false });
    expect(vi.getTimerCount()).toBe(1);
    res.emit('close');
    await done;
    expect(vi.getTimerCount()).toBe(0);
    expect(res.sent).toEqual([]);
  });

  it('a hanging directive holds no timer and ends when the client disconnects', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    const done = answerWithDirective(res, { status: 200, body: {}, delayMs: 0, hang: true });
    expect(vi.getTimerCount()).toBe(0);
    res.emit('close');
    await done;
    expect(res.sent).toEqual([]);
    expect(res.listenerCount('close')).toBe(0);
  });
});
