import type { StoreApi } from 'zustand/vanilla';
import type { FormsApi } from '../api';
import type { DefinitionRequest } from '../core/definition-request';
import type { FieldValue, FormDefinition } from '../core/form-definition';
import type { HsContextFacts } from '../core/submission/hs-context';
import type { CaptchaService, CaptchaState } from '../core/captcha/captcha-state';
import type { NameValue } from '../core/submission/submission-values';
import type { SubmitSuccessWire } from '../core/submission/submit-wire';
import type { DraftStorage } from '../core/submission/drafts';
import type { RenderError } from '../core/render-errors';
import type { FieldProblem } from '../core/validation/page-checks';
import type { ValidationTarget } from '../core/validation/validation-targets';
import type { FieldState } from '../core/field-state';
import type { FieldStates } from './field-states';
import type { NotifyFormEvent } from './form-events';
import type { Scheduler } from './scheduler';
import type { FormLocale } from '../i18n/locales';
import type { Translate } from '../i18n/translate';
import type { LanguageSettings, LoadCatalogue } from './form-language';
import type { SpamState } from './spam-checks';

/** Load is a discriminated state; `readyToView` follows once the form (or panel) may show. */
export type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; definition: FormDefinition }
  | { status: 'error'; error: RenderError };

/** The summary at the top of the form after a submit or Next found problems. */
export interface ErrorSummaryState {
  /** The problems found, in the order a visitor meets the fields. */
  problems: readonly FieldProblem[];
  /** Counts failed attempts: each one moves focus to the summary again. */
  attempt: number;
}

/** Submission state (spec section 3): what the UI and the embed read of a submit. */
export interface SubmissionState {
  attempted: boolean;
  /** A submit call (or its retry) is under way. */
  requested: boolean;
  /** True once the outcome is final (after the inline-message delay, or at the redirect). */
  submitted: boolean;
  error: boolean;
  /** The submission error shown (a code of spec section 8, or the host's own key); '' for none. */
  submissionError: string;
  /** The host's success answer: the form shows its thank-you from here on. */
  response: SubmitSuccessWire | null;
  /** Sends of the current submission so far. */
  attempts: number;
}

export interface FormStoreState {
  load: LoadState;
  /** Nothing shows as a form before this is true (spec section 4 "Form load"). */
  readyToView: boolean;
  /**
   * Every field's state by field id. Each `FieldState` is immutable and replaced on a change, so
   * readers compare entries, never this record: a single-field update (a keystroke, a focus)
   * writes its entries into the record in place, because copying a record of 1000 fields costs
   * more than everything else a keystroke does. Checks, resets and dependents that appear or
   * disappear replace the whole record.
   */
  fields: FieldStates;
  /**
   * A new object for each single-field update: the fields it may have replaced (the field and
   * its dependents), so the UI wakes those alone without comparing every field.
   */
  fieldsChange: { ids: readonly string[] } | null;
  /** Every field a submit checks, with its page (see `validationTargets`). */
  targets: readonly ValidationTarget[];
  /** Per group index: whether it shows (smart groups hide for a known visitor). */
  groupsShown: readonly boolean[];
  /** 1-based page of a multi-page form. */
  currentPage: number;
  errorSummary: ErrorSummaryState | null;
  /**
   * Where the UI should move focus: a field (a summary link, maybe on another page), or with
   * `fieldId` null the start of the page Next or Previous just showed; `seq` repeats a request.
   */
  focusRequest: { fieldId: string | null; seq: number } | null;
  submission: SubmissionState;
  /** The form's invisible captcha (spec sections 3 and 4 "Captcha"); absent until it first runs. */
  captcha?: CaptchaState;
  /** The time token and proof of work (`store/spam-checks.ts`); absent until the form showed. */
  spam?: SpamState;
  /** The visitor's tracking id sent with the submission; cleared by the cookie reset. */
  hutk: string;
  /** The form's language and direction (spec section 9); English until the definition says otherwise. */
  locale: FormLocale;
  /** The form's wording: replaced when a catalogue arrives, so every text re-renders in its language. */
  t: Translate;
  /** The host or the cookie recognised the visitor: the cookie-reset link may show. */
  visitorKnown: boolean;

  loadDefinition(request: DefinitionRequest): Promise<void>;
  markReadyToView(): void;
  setValue(fieldId: string, value: FieldValue): void;
  /**
   * The visitor chose a country in a phone field's dropdown (spec section 4): the field records
   * it and its value gets the country's dial code in place of the previous one.
   */
  chooseCountry(fieldId: string, countryCode: string): void;
  focusField(fieldId: string): void;
  blurField(fieldId: string): void;
  /** Next and Previous: moving forward first checks the current page and stays on it when it fails. */
  goToPage(page: number): void;
  /**
   * Checks every page (spec section 4 "Submission"): true when the form may be submitted;
   * otherwise shows the errors and the summary and reports the failed validation.
   */
  validateForSubmit(): boolean;
  /**
   * The visitor's submit (spec section 4 "Submission"): checks every page, then sends every
   * page's values, retrying what the host did not answer; ends in the thank-you or a redirect.
   */
  submit(): Promise<void>;
  /** Shows the page of a field and asks the UI to focus it (the summary's links). */
  revealField(fieldId: string): void;
  /** Applies the email suggestion shown under a field. */
  applyEmailSuggestion(fieldId: string): void;
  /** The visitor asks to opt back in to email (spec section 4 "Resubscribe"). */
  resubscribe(fieldId: string): Promise<void>;
  /**
   * Writes the draft now if a change is still waiting its delay (`DRAFT_SAVE_DELAY_MS`): the
   * page is being left or hidden, and what was typed last must survive a reload, a closed tab
   * restored, or a phone that discards the tab in the background.
   */
  saveDraftNow(): void;
  /** 'Not you? Click here to reset' (spec section 4 "Cookie reset"); deletes the draft. */
  resetVisitor(): void;
  /**
   * Cancels loads, checks and timers still under way and deletes the draft (the form was
   * unmounted: its container left the page or a new form took its place). Never called when
   * the page unloads, so a reload of the tab keeps the draft.
   */
  dispose(): void;
}

export type FormStore = StoreApi<FormStoreState>;

/** Site-owner and page settings the store needs, read once by the embed bridge. */
export interface FormStoreSettings {
  ignoreCurrentValues: boolean;
  deactivateSmartForm: boolean;
  /** The embed context's blocked domains (`blockedDomains`, `manuallyBlockedEmailDomain`, `validationOptions.forbiddenDomains`). */
  blockedDomains: readonly string[];
  /** Query parameters of the page URL: values that prefill fields named after them. */
  urlValues: Readonly<Record<string, string>>;
  /** The visitor's tracking id when known. */
  hutk: string;
  /** Where the email calls go. */
  formsHost: string;
  /** Where submissions go (the forms host's origin when self-hosted). */
  submissionsHost: string;
  /** Page title and URL for the resubscribe call and relative redirects. */
  page: { title: string; url: string };
  /** The page facts of `hs_context`. */
  hsContext: HsContextFacts;
  /** The site owner's `inlineMessage` and `redirectUrl` (both set is a configuration error). */
  inlineMessage: string;
  redirectUrl: string;
  /** The test-only flag: a submit shows the thank-you and sends nothing. */
  isTestPage: boolean;
  /** Inside the CMS editor a submit is refused. */
  inCmsEditor: boolean;
  /** The internal flag that skips the redirect (preview and builder modes, the `disableRedirect` option). */
  disableRedirect: boolean;
  /** The `locale` option and the site owner's `translations`. */
  language: LanguageSettings;
}

export interface FormStoreDeps {
  api: FormsApi;
  clock: { now(): number };
  scheduler: Scheduler;
  notify: NotifyFormEvent;
  settings: FormStoreSettings;
  /** Follows a redirect after a submission. */
  navigate(url: string): void;
  /** Where drafts are kept (the tab's sessionStorage: they end with the tab); undefined or throwing: no drafts. */
  storage: DraftStorage | undefined;
  /** Where earlier versions kept drafts (the page's localStorage): an entry left there is removed unread. */
  leftoverDraftStorage: DraftStorage | undefined;
  /** A locale's catalogue file, started as soon as the locale is known (the option's: with the definition). */
  loadCatalogue: LoadCatalogue;
  /** A fresh unique id (idempotency keys). */
  newId(): string;
  /** A number in [0, 1) (retry jitter). */
  random(): number;
  /**
   * Runs just before a submission is sent, with its values: the site owner's
   * `getExtraMetaDataBeforeSubmit`, `onBeforeFormSubmit` and `onFormSubmit`. Answers the extra
   * metadata for `hs_context`.
   */
  beforeSubmit(values: NameValue[]): Record<string, unknown>;
  /**
   * The definition loaded and the form shows: starts the spam checks and records the session's
   * first touch (`embed/start-form-checks.ts`).
   */
  formShown(ctx: StoreContext): void;
  /** The hidden-frame transport of raw-HTML forms (`embed/hidden-frame-submit.ts`). */
  frameSubmitForm: FormsApi['submitForm'];
  /** The form's invisible captcha, used when the definition enables it. */
  captcha(): CaptchaService;
}

/** What every group of store actions works with. */
export interface StoreContext {
  set: StoreApi<FormStoreState>['setState'];
  get: StoreApi<FormStoreState>['getState'];
  deps: FormStoreDeps;
  /** The loaded definition, or undefined while loading or after a load error. */
  definition(): FormDefinition | undefined;
  /** The validation target of a field (its definition and page), found by id without a scan. */
  targetOf(fieldId: string): ValidationTarget | undefined;
  /**
   * Replaces one field's state (in place in the record, see `FormStoreState.fields`) and, when
   * asked, re-evaluates whether its dependents show. Nothing happens for an unknown field.
   */
  updateField(fieldId: string, update: (state: FieldState) => FieldState, evaluateDependents?: boolean): void;
  signal: AbortSignal;
}
