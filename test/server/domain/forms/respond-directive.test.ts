import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRespondDirective, waitForDirective } from '../../../../server/domain/forms/respond-directive.js';

/** Just enough of a ServerResponse to see when the client goes away. */
function fakeResponse(): ServerResponse {
  return Object.assign(new EventEmitter(), { closed: false }) as unknown as ServerResponse;
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

// The app sends the answer (server/http/demo-fixtures.ts); these tests see when it may.
describe('waitForDirective', () => {
  it('lets the answer go after the delay', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    let answered: boolean | undefined;
    const done = waitForDirective(res, { status: 400, body: { message: 'x' }, delayMs: 30000, hang: false }).then((value) => (answered = value));
    await vi.advanceTimersByTimeAsync(29999);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(answered).toBe(true);
  });

  it('clears its timer when the client disconnects during the delay', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    const done = waitForDirective(res, { status: 400, body: {}, delayMs: 30000, hang: false });
    expect(vi.getTimerCount()).toBe(1);
    res.emit('close');
    expect(await done).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a hanging directive holds no timer and ends when the client disconnects', async () => {
    vi.useFakeTimers();
    const res = fakeResponse();
    const done = waitForDirective(res, { status: 200, body: {}, delayMs: 0, hang: true });
    expect(vi.getTimerCount()).toBe(0);
    res.emit('close');
    expect(await done).toBe(false);
    expect(res.listenerCount('close')).toBe(0);
  });
});
