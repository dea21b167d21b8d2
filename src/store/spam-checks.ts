import type { Attribution } from '../core/attribution/attribution';
import { MAX_TOKEN_AGE_MS, type SpamTokenWire } from '../core/spam/spam-wire';
import type { NameValue } from '../core/submission/submission-values';
import type { StoreContext } from './form-store-state';

/** The host's time token, the age it must reach before it is sent, and when it arrived (the store's clock). */
export interface TimeToken extends SpamTokenWire {
  receivedAt: number;
}

/** A form's spam checks as the store keeps them (`FormStoreState.spam`). */
export interface SpamState {
  token?: TimeToken;
  /** Proof of work: under way, done, or not to be had for now; absent when the form asks for none. */
  proofOfWork?: 'solving' | 'solved' | 'failed';
}

/** What the spam checks of one form are given (see `embed/start-form-checks.ts`). */
export interface SpamCheckServices {
  /** The host's time token and its minimum age, or undefined when none could be had (within the request timeout). */
  fetchToken(signal: AbortSignal): Promise<SpamTokenWire | undefined>;
  /** The proof-of-work payload, or undefined when it could not be had; absent when the form asks for none. */
  solveProofOfWork?: ((signal: AbortSignal) => Promise<string | undefined>) | undefined;
  /** The honeypot's name and its value in the page right now. */
  honeypot(): NameValue;
  /** The first touch sent as `hs_context.attribution`; undefined when attribution is off. */
  attribution(): Attribution | undefined;
}

/** What one submission sends against spam, taken at the moment of the submit (see `send-submission.ts`). */
export interface SubmissionSpamChecks {
  honeypot: NameValue;
  /** The token kept, else one fetched now; undefined when none can be had. */
  timeToken(): Promise<TimeToken | undefined>;
  /** The solved payload (solving again once when it had failed); undefined when the form asks for none. */
  proofOfWork(): Promise<string | undefined>;
  attribution: Attribution | undefined;
}

/** A token this close to `MAX_TOKEN_AGE_MS` is fetched anew (a tab left open overnight). */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

const started = new WeakMap<StoreContext, () => SubmissionSpamChecks>();

/**
 * Starts a shown form's spam checks: asks for the time token (kept in the store with the time
 * it arrived) and, when the form asks for it, solves its proof of work meanwhile, so both are
 * usually ready long before the visitor submits.
 */
export function startSpamChecks(ctx: StoreContext, services: SpamCheckServices): void {
  const { get, set, deps, signal } = ctx;
  const patch = (change: SpamState) => set({ spam: { ...get().spam, ...change } });
  const fresh = (token: TimeToken | undefined) =>
    token && deps.clock.now() - token.receivedAt < MAX_TOKEN_AGE_MS - TOKEN_RENEW_MARGIN_MS ? token : undefined;
  const fetchToken = async (): Promise<TimeToken | undefined> => {
    // A token that cannot be had is no failure here (see send-submission.ts); nothing may reject unheard.
    const token = await services.fetchToken(signal).catch(() => undefined);
    if (token === undefined || signal.aborted) return undefined;
    const kept = { ...token, receivedAt: deps.clock.now() };
    patch({ token: kept });
    return kept;
  };
  const { solveProofOfWork } = services;
  const solve = async (): Promise<string | undefined> => {
    if (!solveProofOfWork) return undefined;
    patch({ proofOfWork: 'solving' });
    const payload = await solveProofOfWork(signal).catch(() => undefined);
    if (!signal.aborted) patch({ proofOfWork: payload ? 'solved' : 'failed' });
    return payload;
  };
  void fetchToken();
  let proof = solve();
  started.set(ctx, () => ({
    honeypot: services.honeypot(),
    attribution: services.attribution(),
    // Once at submit when the first ask failed or has not answered; the first may still land meanwhile.
    timeToken: async () => fresh(get().spam?.token) ?? (await fetchToken()) ?? fresh(get().spam?.token),
    proofOfWork: async () => (await proof) ?? (proof = solve()),
  }));
}

/** The spam checks of a submit, read now; undefined when the form's checks never started. */
export const spamChecksOf = (ctx: StoreContext): SubmissionSpamChecks | undefined => started.get(ctx)?.();
