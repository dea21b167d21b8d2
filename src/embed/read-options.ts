import {
  DEFAULT_ERROR_CLASS,
  DEFAULT_ERROR_MESSAGE_CLASS,
  DEFAULT_SUBMIT_BUTTON_CLASS,
  EMBED_CONTEXT_KEYS,
  FLAG_OPTIONS,
  TEXT_OPTIONS,
  type EmbedContext,
} from '../core/embed-context';
import { createWireReader, isRecord, setEntry } from '../core/definition/wire-reader';
import { DEFAULT_REGION } from '../core/hosts';
import { normalizeStyle } from '../core/definition/normalize-style';
import { INHERIT_THEME } from '../core/style/site-look';
import { CALLBACK_NAMES, type CallbackName, type FormCallbacks } from './callbacks';

export interface ReadOptions {
  context: EmbedContext;
  callbacks: FormCallbacks;
  /** One line per unsupported key or value of the wrong type. */
  warnings: string[];
}

type Raw = Record<string, unknown>;

/**
 * Reads `hbspt.forms.create` options (or a container's data attributes) into one typed object:
 * every key of spec section 3 is defaulted, coerced where the intent is clear (a numeric portal
 * id, 'true' for a flag) and warned about where it is not. Never throws.
 */
export function readOptions(input: unknown): ReadOptions {
  const raw: Raw = isRecord(input) ? input : {};
  const warnings: string[] = [];
  if (!isRecord(input)) warnings.push('Options must be an object; using defaults');

  const wrongType = (key: string, expected: string) => warnings.push(`Option "${key}" should be ${expected}; ignored`);
  const text = (key: keyof EmbedContext, fallback = ''): string => {
    const value = raw[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    wrongType(key, 'a string');
    return fallback;
  };
  const flag = (key: keyof EmbedContext, fallback = false): boolean => {
    const value = raw[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    wrongType(key, 'true or false');
    return fallback;
  };
  const list = (key: keyof EmbedContext): string[] => {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    wrongType(key, 'a list of strings');
    return [];
  };
  const stringRecord = (value: unknown, key: string): Record<string, string> => {
    if (value === undefined || value === null) return {};
    if (!isRecord(value)) {
      wrongType(key, 'an object');
      return {};
    }
    const result: Record<string, string> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') setEntry(result, name, String(item));
    }
    return result;
  };
  const object = (key: keyof EmbedContext): Record<string, unknown> => {
    const value = raw[key];
    if (value === undefined || value === null) return {};
    if (isRecord(value)) return value;
    wrongType(key, 'an object');
    return {};
  };
  const target = (): string | Element | undefined => {
    const value = raw.target;
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string') return value;
    if (typeof Element !== 'undefined' && value instanceof Element) return value;
    wrongType('target', 'a CSS selector or an element');
    return undefined;
  };
  // Not given (undefined or null, as for every other option) leaves the choice to the frame rules.
  const renderFrame = (): boolean | undefined =>
    raw.renderFrame === undefined || raw.renderFrame === null ? undefined : flag('renderFrame');
  const translations = (): Record<string, Record<string, string>> => {
    const result: Record<string, Record<string, string>> = {};
    for (const [locale, messages] of Object.entries(object('translations'))) {
      // Own entries only: a `__proto__` key from the page's JSON must not become a prototype.
      setEntry(result, locale, stringRecord(messages, `translations.${locale}`));
    }
    return result;
  };
  // The style object is read like the definition's: known keys, plain CSS values only.
  const styleOption = () => {
    const reader = createWireReader();
    const style = normalizeStyle(raw.style, 'style', reader);
    warnings.push(...reader.warnings.map((line) => `Option ${line}`));
    return style;
  };
  // One theme is known; any other name warns and leaves the definition's theme.
  const theme = (): string => {
    const value = text('theme').trim().toLowerCase();
    if (value && value !== INHERIT_THEME) warnings.push(`Option "theme" "${value}" is unknown; ignored`);
    return value === INHERIT_THEME ? value : '';
  };
  const validationOptions = object('validationOptions');
  const validationText = (key: string): string => {
    const value = validationOptions[key];
    return typeof value === 'string' ? value : '';
  };
  const forbidden = validationOptions.forbiddenDomains;

  const context: EmbedContext = {
    ...(Object.fromEntries(TEXT_OPTIONS.map((key) => [key, text(key)])) as Record<(typeof TEXT_OPTIONS)[number], string>),
    ...(Object.fromEntries(FLAG_OPTIONS.map((key) => [key, flag(key)])) as Record<(typeof FLAG_OPTIONS)[number], boolean>),
    portalId: text('portalId').trim(),
    formId: text('formId').trim(),
    region: text('region', DEFAULT_REGION).trim().toLowerCase() || DEFAULT_REGION,
    env: text('env').trim().toLowerCase(),
    target: target(),
    renderFrame: renderFrame(),
    isMobileResponsive: flag('isMobileResponsive', true),
    errorClass: text('errorClass') || DEFAULT_ERROR_CLASS,
    errorMessageClass: text('errorMessageClass') || DEFAULT_ERROR_MESSAGE_CLASS,
    submitButtonClass: text('submitButtonClass') || DEFAULT_SUBMIT_BUTTON_CLASS,
    style: styleOption(),
    theme: theme(),
    translations: translations(),
    // Empty when not given: the definition's lang decides then (spec section 9).
    locale: text('locale').trim().toLowerCase(),
    blockedDomains: list('blockedDomains'),
    manuallyBlockedEmailDomain: list('manuallyBlockedEmailDomain'),
    validationOptions: {
      lang: validationText('lang'),
      errorClass: validationText('errorClass'),
      messageClass: validationText('messageClass'),
      forbiddenDomains: Array.isArray(forbidden) ? forbidden.filter((item): item is string => typeof item === 'string') : [],
    },
    properties: stringRecord(raw.properties, 'properties'),
    extraSubmissionMetadata: object('extraSubmissionMetadata'),
    formData: object('formData'),
  };

  const callbacks: FormCallbacks = {};
  const callbackNames: readonly string[] = CALLBACK_NAMES;
  const contextKeys: readonly string[] = EMBED_CONTEXT_KEYS;
  for (const [key, value] of Object.entries(raw)) {
    if (callbackNames.includes(key)) {
      if (typeof value === 'function') callbacks[key as CallbackName] = value as (...args: unknown[]) => unknown;
      else if (value !== undefined && value !== null) wrongType(key, 'a function');
    } else if (!contextKeys.includes(key)) {
      warnings.push(`Unsupported option "${key}" is ignored`);
    }
  }
  return { context, callbacks, warnings };
}

/** A container's `data-portal-id`, `data-form-id`, `data-region`, `data-env`, `data-theme` as raw options. */
export function containerOptions(container: HTMLElement): Record<string, unknown> {
  const options: Record<string, unknown> = {
    portalId: container.dataset.portalId ?? '',
    formId: container.dataset.formId ?? '',
    target: container,
  };
  if (container.dataset.region) options.region = container.dataset.region;
  if (container.dataset.env) options.env = container.dataset.env;
  if (container.dataset.theme) options.theme = container.dataset.theme;
  return options;
}
