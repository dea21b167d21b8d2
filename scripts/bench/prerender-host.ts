import { BENCH_PORTAL_ID, type BenchForm } from './bench-forms';

export interface HostRenderFigures {
  fieldCount: number;
  /** The first answer of `GET …/rendered`: the host renders the form. */
  firstAnswerMs: number;
  /** The next one, from the host's cache of rendered variants. */
  cachedAnswerMs: number;
  /** Whether the host answered with markup (null markup: the embed renders the form itself). */
  hasMarkup: boolean;
}

/** Where the loader asks for the form's markup (no `lang`: the definition's own language). */
export const renderedPath = (form: BenchForm): string => `/embed/v3/form/${BENCH_PORTAL_ID}/${form.guid}/rendered`;

async function timedAnswer(url: string): Promise<{ ms: number; markup: unknown }> {
  const start = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { markup?: unknown };
  return { ms: performance.now() - start, markup: body.markup };
}

/**
 * Asks the forms host for each bench form's pre-rendered markup twice, as the loader does (no
 * `lang`, so the definition's own language): the first answer renders it and puts it in the
 * host's cache, as a production host has long done for a published form by the time visitors
 * come, so the timed pages measure the page and not the host's first render.
 */
export async function prerenderOnHost(hostUrl: string, forms: readonly BenchForm[]): Promise<HostRenderFigures[]> {
  const figures: HostRenderFigures[] = [];
  for (const form of forms) {
    const url = `${hostUrl}${renderedPath(form)}`;
    const first = await timedAnswer(url);
    const cached = await timedAnswer(url);
    figures.push({ fieldCount: form.fieldCount, firstAnswerMs: first.ms, cachedAnswerMs: cached.ms, hasMarkup: typeof first.markup === 'string' && first.markup !== '' });
  }
  return figures;
}
