import { afterEach, describe, expect, it, vi } from 'vitest';
import { formsApi } from '../../src/api';
import { DEFINITION_LOAD_BUDGET_MS, FALLBACK_RESERVE_MS, type DefinitionRequest } from '../../src/core/definition-request';
import { err } from '../../src/core/result';
import type { FormEvent } from '../../src/store/form-events';
import { loadDefinition } from '../../src/store/load-definition';
import {
  fakeApi,
  FORM_GUID,
  httpFailure,
  okDefinition,
  textFieldsDefinition,
  type Answer,
  type FetchResult,
} from './wire-definition';

// The load sequence is store code: it must not need React.
vi.mock('react', () => ({}));

const PRIMARY = 'https://forms.test/embed/v3/form/123456/a1b2c3d4-5555-4000-8000-000000000001/json';
const FALLBACK = 'https://forms.test/123456/a1b2c3d4-5555-4000-8000-000000000001.json.gz';
const WITH_FALLBACK: DefinitionRequest = { kind: 'fetch', primaryUrl: PRIMARY, fallbackUrl: FALLBACK };
const WITHOUT_FALLBACK: DefinitionRequest = { kind: 'fetch', primaryUrl: PRIMARY, fallbackUrl: undefined };

async function run(request: DefinitionRequest, primary: Answer, fallback?: Answer) {
  const api = fakeApi(primary, fallback);
  const events: FormEvent[] = [];
  const result = await loadDefinition(request, api, (event) => events.push(event), () => 0);
  return { api, events, result, types: events.map((event) => event.type) };
}

/** A compact view of the events: type plus code or fromFallback. */
const summary = (events: FormEvent[]) =>
  events.map((event) => {
    switch (event.type) {
      case 'definitionFetchSuccess':
        return `${event.type}:${event.fromFallback ? 'fallback' : 'primary'}`;
      case 'definitionFetchError':
      case 'renderError':
        return `${event.type}:${event.error.code}`;
      case 'warning':
        return event.type;
    }
  });

describe('loadDefinition: success', () => {
  it('fetches the primary URL, normalises, and notifies definitionFetchSuccess (not from fallback)', async () => {
    const { api, events, result } = await run(WITH_FALLBACK, okDefinition(textFieldsDefinition(['firstname'])));
    expect(api.fetchDefinition).toHaveBeenCalledTimes(1);
    expect(api.fetchDefinition.mock.calls[0]?.[0]).toBe(PRIMARY);
    expect(api.fetchFallback).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['definitionFetchSuccess:primary']);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.guid).toBe(FORM_GUID);
      expect(Object.keys(result.value.fields)).toEqual(['firstname']);
      expect(result.value.fields.firstname?.inputKind).toBe('text');
      const success = events[0];
      expect(success?.type === 'definitionFetchSuccess' && success.definition).toBe(result.value);
    }
  });

  it('passes the caller signal on to the api', async () => {
    const api = fakeApi(okDefinition(textFieldsDefinition(['a'])));
    const controller = new AbortController();
    await loadDefinition(WITH_FALLBACK, api, () => undefined, () => 0, controller.signal);
    expect(api.fetchDefinition.mock.calls[0]?.[1]).toBe(controller.signal);
  });

  it('reports each normaliser warning as a warning event, before the success', async () => {
    const raw = textFieldsDefinition(['firstname'], { form: { formTypeNumber: 'eleven', captchaEnabled: 'maybe' } });
    const { events, result } = await run(WITH_FALLBACK, okDefinition(raw));
    expect(result.ok).toBe(true);
    expect(summary(events)).toEqual(['warning', 'warning', 'definitionFetchSuccess:primary']);
    const messages = events.flatMap((event) => (event.type === 'warning' ? [event.message] : []));
    expect(messages.some((message) => message.includes('form.formTypeNumber'))).toBe(true);
    expect(messages.some((message) => message.includes('form.captchaEnabled'))).toBe(true);
  });
});

describe('loadDefinition: known errors', () => {
  const cases: [string, ReturnType<typeof httpFailure>, string][] = [
    ['404', httpFailure(404, { status: 'error', message: 'resource not found' }), 'DEFINITION_NOT_FOUND'],
    ["400 'form guid'", httpFailure(400, { message: 'Invalid form guid' }), 'INVALID_FORM_GUID'],
    ['400 unsupported type', httpFailure(400, { message: 'Sorry, you cannot embed this type of form' }), 'NON_EMBEDDABLE_FORM'],
    ['400 bot', httpFailure(400, { message: 'IP_ADDRESS_IS_PROBABLY_A_BOT' }), 'IP_ADDRESS_IS_PROBABLY_A_BOT'],
    ['400 period ended', httpFailure(400, { message: 'SUBMISSION_PERIOD_ENDED' }), 'SUBMISSION_PERIOD_ENDED'],
    ['429 rate limit', httpFailure(429, { message: 'RATE_LIMIT_EXCEEDED' }), 'RATE_LIMIT_EXCEEDED'],
  ];

  for (const [name, failure, code] of cases) {
    it(`${name}: definitionFetchError then renderError ${code}, no fallback`, async () => {
      const { api, events, result } = await run(WITH_FALLBACK, failure);
      expect(summary(events)).toEqual([`definitionFetchError:${code}`, `renderError:${code}`]);
      expect(api.fetchFallback).not.toHaveBeenCalled();
      expect(result).toEqual({ ok: false, error: { code, message: expect.stringMatching(/^HTTP \d{3}: /) } });
      // Both events carry the error of the result.
      const errors = events.flatMap((event) => (event.type === 'definitionFetchError' || event.type === 'renderError' ? [event.error] : []));
      expect(errors).toHaveLength(2);
      for (const error of errors) expect(!result.ok && error).toEqual(!result.ok && result.error);
    });
  }
});

describe('loadDefinition: unknown failures and the fallback', () => {
  it('on an unknown failure notifies renderError DEFINITION_FAILURE first, then the fallback success', async () => {
    const { api, events, result } = await run(
      WITH_FALLBACK,
      httpFailure(500, 'Internal Server Error'),
      okDefinition(textFieldsDefinition(['firstname'])),
    );
    expect(api.fetchFallback).toHaveBeenCalledTimes(1);
    expect(api.fetchFallback.mock.calls[0]?.[0]).toBe(FALLBACK);
    expect(summary(events)).toEqual(['renderError:DEFINITION_FAILURE', 'definitionFetchSuccess:fallback']);
    const first = events[0];
    expect(first?.type === 'renderError' && first.error.message).toBe('HTTP 500: Internal Server Error');
    expect(result.ok && result.value.guid).toBe(FORM_GUID);
  });

  it('tries the fallback after a network error, a timeout and a parse error', async () => {
    const failures: FetchResult[] = [
      err({ kind: 'network', message: 'Failed to fetch' }),
      err({ kind: 'timeout', timeoutMs: 10000 }),
      err({ kind: 'parse', message: 'Unexpected token <' }),
    ];
    for (const failure of failures) {
      const { api, events, result } = await run(WITH_FALLBACK, failure, okDefinition(textFieldsDefinition(['a'])));
      expect(api.fetchFallback).toHaveBeenCalledTimes(1);
      expect(summary(events)).toEqual(['renderError:DEFINITION_FAILURE', 'definitionFetchSuccess:fallback']);
      expect(result.ok).toBe(true);
    }
  });

  it('treats a 200 whose body has no form as an unknown failure and uses the fallback', async () => {
    const { api, events, result } = await run(
      WITH_FALLBACK,
      okDefinition({ status: 'ok', somethingElse: true }),
      okDefinition(textFieldsDefinition(['a'])),
    );
    expect(api.fetchFallback).toHaveBeenCalledTimes(1);
    expect(summary(events)).toEqual(['renderError:DEFINITION_FAILURE', 'definitionFetchSuccess:fallback']);
    const first = events[0];
    expect(first?.type === 'renderError' && first.error.message).toBe('Invalid definition: definition response has no form object');
    expect(result.ok).toBe(true);
  });

  it('when the fallback fails too: renderError DEFINITION_FAILURE, then definitionFetchError and renderError FALLBACK_DEFINITION_FAILURE', async () => {
    const { events, result } = await run(WITH_FALLBACK, httpFailure(503, 'busy'), httpFailure(404, 'gone'));
    expect(summary(events)).toEqual([
      'renderError:DEFINITION_FAILURE',
      'definitionFetchError:FALLBACK_DEFINITION_FAILURE',
      'renderError:FALLBACK_DEFINITION_FAILURE',
    ]);
    expect(result).toEqual({
      ok: false,
      error: { code: 'FALLBACK_DEFINITION_FAILURE', message: 'HTTP 503: busy; fallback: HTTP 404: gone' },
    });
  });

  it('a fallback answering a known error still gives FALLBACK_DEFINITION_FAILURE', async () => {
    const { result } = await run(WITH_FALLBACK, httpFailure(500, ''), httpFailure(400, 'Invalid form guid'));
    expect(!result.ok && result.error.code).toBe('FALLBACK_DEFINITION_FAILURE');
  });

  it('without a fallback URL an unknown failure is DEFINITION_FAILURE (definitionFetchError then renderError)', async () => {
    const { api, events, result } = await run(WITHOUT_FALLBACK, httpFailure(500, 'oops'));
    expect(api.fetchFallback).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['definitionFetchError:DEFINITION_FAILURE', 'renderError:DEFINITION_FAILURE']);
    expect(result).toEqual({ ok: false, error: { code: 'DEFINITION_FAILURE', message: 'HTTP 500: oops' } });
  });
});

describe('loadDefinition: rejected requests', () => {
  it('makes no call at all and reports the rejection', async () => {
    const rejected: DefinitionRequest = { kind: 'rejected', error: { code: 'INVALID_PORTAL_ID', message: 'Portal id "" is not a number' } };
    const { api, events, result } = await run(rejected, okDefinition(textFieldsDefinition(['a'])));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(api.fetchFallback).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['definitionFetchError:INVALID_PORTAL_ID', 'renderError:INVALID_PORTAL_ID']);
    expect(result).toEqual({ ok: false, error: rejected.error });
  });
});

describe('loadDefinition: one time budget for the primary call and the fallback', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /**
   * The real api over a host that never answers, except where `answers` says after how many ms a
   * URL gets a 500. Time is fake: the clock the load reads and the api's timeouts move together.
   */
  function slowHost(answers: Record<string, number> = {}) {
    vi.useFakeTimers();
    const requested: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      requested.push(path);
      return new Promise((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        const after = answers[path];
        if (after !== undefined) setTimeout(() => resolve(new Response('Internal Server Error', { status: 500 })), after);
      });
    });
    return requested;
  }

  async function startLoad(request: DefinitionRequest) {
    const events: FormEvent[] = [];
    let settledAt: number | undefined;
    const started = Date.now();
    const pending = loadDefinition(request, formsApi, (event) => events.push(event), () => Date.now()).then((result) => {
      settledAt = Date.now() - started;
      return result;
    });
    return { events, pending, settledAt: () => settledAt };
  }

  /** The load ended exactly at the budget in FALLBACK_DEFINITION_FAILURE, with its events. */
  async function expectFallbackFailureAtBudget(load: Awaited<ReturnType<typeof startLoad>>, message: string) {
    const result = await load.pending;
    expect(load.settledAt()).toBe(DEFINITION_LOAD_BUDGET_MS);
    expect(result).toEqual({ ok: false, error: { code: 'FALLBACK_DEFINITION_FAILURE', message } });
    expect(summary(load.events)).toEqual([
      'renderError:DEFINITION_FAILURE',
      'definitionFetchError:FALLBACK_DEFINITION_FAILURE',
      'renderError:FALLBACK_DEFINITION_FAILURE',
    ]);
  }

  it('a hanging host ends in the error after 10 s in total: the primary call gets 7 s, the fallback the other 3', async () => {
    const requested = slowHost();
    const load = await startLoad(WITH_FALLBACK);
    await vi.advanceTimersByTimeAsync(DEFINITION_LOAD_BUDGET_MS - FALLBACK_RESERVE_MS - 1);
    expect(requested).toEqual([new URL(PRIMARY).pathname]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toEqual([new URL(PRIMARY).pathname, new URL(FALLBACK).pathname]);
    await vi.advanceTimersByTimeAsync(FALLBACK_RESERVE_MS - 1);
    expect(load.settledAt()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expectFallbackFailureAtBudget(load, 'Timeout: no answer within 7000 ms; fallback: Timeout: no answer within 3000 ms');
  });

  it('without a fallback to try, a hanging host gets the whole 10 s', async () => {
    const requested = slowHost();
    const { pending, settledAt } = await startLoad(WITHOUT_FALLBACK);
    await vi.advanceTimersByTimeAsync(DEFINITION_LOAD_BUDGET_MS);
    const result = await pending;
    expect(settledAt()).toBe(DEFINITION_LOAD_BUDGET_MS);
    expect(result).toEqual({ ok: false, error: { code: 'DEFINITION_FAILURE', message: 'Timeout: no answer within 10000 ms' } });
    expect(requested).toEqual([new URL(PRIMARY).pathname]);
  });

  it('a primary failing after 4 s leaves the fallback the other 6 s: a hanging fallback ends the load at 10 s', async () => {
    const requested = slowHost({ [new URL(PRIMARY).pathname]: 4000 });
    const load = await startLoad(WITH_FALLBACK);
    await vi.advanceTimersByTimeAsync(DEFINITION_LOAD_BUDGET_MS - 1);
    expect(requested).toEqual([new URL(PRIMARY).pathname, new URL(FALLBACK).pathname]);
    expect(load.settledAt()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expectFallbackFailureAtBudget(load, 'HTTP 500: Internal Server Error; fallback: Timeout: no answer within 6000 ms');
  });

  it('gives the primary call all but the fallback’s reserve, and the fallback what the primary call left', async () => {
    let now = 50_000;
    const api = fakeApi(async () => {
      now += 3000;
      return httpFailure(503, 'busy');
    }, okDefinition(textFieldsDefinition(['a'])));
    const result = await loadDefinition(WITH_FALLBACK, api, () => undefined, () => now);
    expect(result.ok).toBe(true);
    expect(api.fetchDefinition.mock.calls[0]?.[2]).toBe(DEFINITION_LOAD_BUDGET_MS - FALLBACK_RESERVE_MS);
    expect(api.fetchFallback.mock.calls[0]?.[2]).toBe(DEFINITION_LOAD_BUDGET_MS - 3000);
  });

  it('counts the budget from when the loader asked for the definition, before the runtime arrived', async () => {
    const now = 50_000;
    const api = fakeApi(async () => httpFailure(503, 'busy'), okDefinition(textFieldsDefinition(['a'])));
    api.prefetchedAt.mockReturnValue(now - 7000);
    await loadDefinition(WITH_FALLBACK, api, () => undefined, () => now);
    expect(api.fetchFallback.mock.calls[0]?.[2]).toBe(DEFINITION_LOAD_BUDGET_MS - 7000);
  });
});

describe('loadDefinition: a definition given in preview and builder modes', () => {
  const given = (raw: unknown): DefinitionRequest => ({ kind: 'given', raw });

  it('reads it without any request and reports it like a loaded definition', async () => {
    const { api, events, result } = await run(given(textFieldsDefinition(['firstname'])), httpFailure(500, 'unused'));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(api.fetchFallback).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['definitionFetchSuccess:primary']);
    expect(result.ok && Object.keys(result.value.fields)).toEqual(['firstname']);
  });

  it('without one: a warning, then DEFINITION_NOT_FOUND', async () => {
    const { api, events, result } = await run(given(undefined), okDefinition(textFieldsDefinition(['a'])));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['warning', 'definitionFetchError:DEFINITION_NOT_FOUND', 'renderError:DEFINITION_NOT_FOUND']);
    const warning = events[0];
    expect(warning?.type === 'warning' && warning.message).toBe('formData is missing: preview and builder modes render it');
    expect(!result.ok && result.error.code).toBe('DEFINITION_NOT_FOUND');
  });

  it('one that is no form definition: a warning naming the problem, then DEFINITION_FAILURE', async () => {
    const { api, events, result } = await run(given({ form: { formFieldGroups: [] } }), okDefinition(textFieldsDefinition(['a'])));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(summary(events)).toEqual(['warning', 'definitionFetchError:DEFINITION_FAILURE', 'renderError:DEFINITION_FAILURE']);
    const message = 'formData is not a form definition: Invalid definition: form has no guid';
    const warning = events[0];
    expect(warning?.type === 'warning' && warning.message).toBe(message);
    expect(result).toEqual({ ok: false, error: { code: 'DEFINITION_FAILURE', message } });
  });
});
