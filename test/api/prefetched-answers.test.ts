import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchDefinition } from '../../src/api/fetch-definition';
import { prefetch, provideAnswer } from '../../src/api/prefetched-answers';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const server = useMockFormsHost();
const definition = { form: { guid: 'a1b2c3d4-0001-4000-8000-000000000001' } };

/** Answers every definition GET, counting them; `wait` holds each answer back that long. */
function countDefinitionRequests(path: string, wait = 0) {
  const seen = { count: 0 };
  server.use(
    http.get(`${MOCK_HOST}${path}`, async () => {
      seen.count += 1;
      await delay(wait);
      return HttpResponse.json(definition);
    }),
  );
  return seen;
}

describe('prefetched answers: the loader\'s early definition request', () => {
  it('is read by the first fetchDefinition of its URL, which sends nothing of its own', async () => {
    const seen = countDefinitionRequests('/prefetched/one');
    prefetch(`${MOCK_HOST}/prefetched/one`, 5000);
    prefetch(`${MOCK_HOST}/prefetched/one`, 5000);
    expect(await fetchDefinition(`${MOCK_HOST}/prefetched/one`)).toEqual({ ok: true, value: definition });
    expect(seen.count).toBe(1);
  });

  it('ends for a caller whose signal aborts while it is still on its way', async () => {
    countDefinitionRequests('/prefetched/slow', 1000);
    prefetch(`${MOCK_HOST}/prefetched/slow`, 5000);
    const controller = new AbortController();
    const pending = fetchDefinition(`${MOCK_HOST}/prefetched/slow`, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'network', message: 'aborted' } });
  });

  it('times out as the loader asked, as a request of the store would', async () => {
    countDefinitionRequests('/prefetched/hanging', 2000);
    prefetch(`${MOCK_HOST}/prefetched/hanging`, 50);
    expect(await fetchDefinition(`${MOCK_HOST}/prefetched/hanging`)).toEqual({ ok: false, error: { kind: 'timeout', timeoutMs: 50 } });
  });

  it('hands on an answer already read as JSON as it is, without reading its text again', async () => {
    const read = { form: { guid: definition.form.guid } };
    const answer = {
      status: 200,
      ok: true,
      json: read,
      get text(): string {
        throw new Error('the text of an answer already read was read again');
      },
      retryAfter: null,
    };
    provideAnswer(`${MOCK_HOST}/prefetched/read`, Promise.resolve({ ok: true, value: answer }));
    const loaded = await fetchDefinition(`${MOCK_HOST}/prefetched/read`);
    expect(loaded.ok && loaded.value).toBe(read);
  });
});
