/**
 * Reading untrusted wire values. Every reader returns a value of the asked type and never
 * throws; a value of the wrong type is repaired or replaced by the fallback, with one warning
 * line naming where it was. Missing values (undefined or null) take the fallback silently:
 * real responses omit keys and send null for "none" all the time.
 */

export type WireRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record under `key` of a wire object (a definition's `form`, its `scopes`); empty where either is no record. */
export const recordIn = (wire: unknown, key: string): WireRecord => {
  const entry = isRecord(wire) ? wire[key] : undefined;
  return isRecord(entry) ? entry : {};
};

/** `record[key]` only when it is the record's own entry (never 'constructor' and friends). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Sets an own entry; a wire key such as '__proto__' stays plain data instead of a prototype. */
export function setEntry<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

const isMissing = (value: unknown): value is null | undefined => value === undefined || value === null;

/** 'array', 'null' or the typeof name, for warning lines. */
export function describeWireValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** 'true'/'false' in any case and padding, or undefined. */
export function parseBooleanString(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A decimal number written as text ('12', '-3.5'); no hex, exponents or blanks. */
export function parseNumericString(value: string): number | undefined {
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : undefined;
}

export interface StringListOptions {
  /** A string instead of an array is split on this separator. */
  splitOn?: string;
  /** Whether that split is an accepted wire form (no warning) or a repair (warning). */
  splitIsValid?: boolean;
}

export interface WireReader {
  /** Every line recorded so far, in order. */
  readonly warnings: string[];
  warn(path: string, message: string): void;
  /** Numbers and booleans are stringified (with a warning); other types give the fallback. */
  string(value: unknown, path: string, fallback?: string): string;
  /** Like `string`, but undefined when missing or unusable. */
  optionalString(value: unknown, path: string): string | undefined;
  /** 'true'/'false' strings are repaired with a warning unless `stringsAreValid`. */
  boolean(value: unknown, path: string, fallback: boolean, stringsAreValid?: boolean): boolean;
  /** Numeric strings are repaired with a warning unless `stringsAreValid`. */
  number(value: unknown, path: string, fallback: number, stringsAreValid?: boolean): number;
  optionalNumber(value: unknown, path: string): number | undefined;
  /** Anything but an array gives []. */
  array(value: unknown, path: string): unknown[];
  /** Anything but a plain object gives undefined. */
  record(value: unknown, path: string): WireRecord | undefined;
  /** Strings kept, finite numbers stringified (ids often come as numbers), other items dropped. */
  stringList(value: unknown, path: string, options?: StringListOptions): string[];
}

export function createWireReader(): WireReader {
  const warnings: string[] = [];
  const warn = (path: string, message: string): void => {
    warnings.push(`${path}: ${message}`);
  };
  const wrongType = (path: string, expected: string, value: unknown, repair: string): void =>
    warn(path, `expected ${expected}, got ${describeWireValue(value)}; ${repair}`);

  const optionalString = (value: unknown, path: string): string | undefined => {
    if (isMissing(value)) return undefined;
    if (typeof value === 'string') return value;
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      wrongType(path, 'a string', value, `used "${String(value)}"`);
      return String(value);
    }
    wrongType(path, 'a string', value, 'ignored');
    return undefined;
  };

  const optionalNumber = (value: unknown, path: string, stringsAreValid: boolean, fallback?: number): number | undefined => {
    if (isMissing(value)) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
      const parsed = parseNumericString(value);
      // Digits enough to overflow (a 400-digit string) parse as Infinity: no more a number than NaN.
      if (parsed !== undefined && Number.isFinite(parsed)) {
        if (!stringsAreValid) wrongType(path, 'a number', value, `used ${parsed}`);
        return parsed;
      }
    }
    wrongType(path, 'a number', value, fallback === undefined ? 'ignored' : `used ${fallback}`);
    return undefined;
  };

  return {
    warnings,
    warn,
    optionalString,
    optionalNumber: (value, path) => optionalNumber(value, path, false),
    string: (value, path, fallback = '') => optionalString(value, path) ?? fallback,
    number: (value, path, fallback, stringsAreValid = false) =>
      optionalNumber(value, path, stringsAreValid, fallback) ?? fallback,
    boolean(value, path, fallback, stringsAreValid = false) {
      if (isMissing(value)) return fallback;
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string') {
        const parsed = parseBooleanString(value);
        if (parsed !== undefined) {
          if (!stringsAreValid) wrongType(path, 'a boolean', value, `used ${parsed}`);
          return parsed;
        }
      }
      wrongType(path, 'a boolean', value, `used ${fallback}`);
      return fallback;
    },
    array(value, path) {
      if (isMissing(value)) return [];
      if (Array.isArray(value)) return value;
      wrongType(path, 'an array', value, 'used []');
      return [];
    },
    record(value, path) {
      if (isMissing(value)) return undefined;
      if (isRecord(value)) return value;
      wrongType(path, 'an object', value, 'ignored');
      return undefined;
    },
    stringList(value, path, options = {}) {
      if (isMissing(value)) return [];
      let items: unknown[];
      if (Array.isArray(value)) {
        items = value;
      } else if (typeof value === 'string' && options.splitOn !== undefined) {
        if (!options.splitIsValid) wrongType(path, 'an array', value, `split on '${options.splitOn}'`);
        items = value.split(options.splitOn).map((item) => item.trim()).filter((item) => item !== '');
      } else {
        wrongType(path, 'an array', value, 'used []');
        return [];
      }
      const list: string[] = [];
      items.forEach((item, index) => {
        if (typeof item === 'string') list.push(item);
        else if (typeof item === 'number' && Number.isFinite(item)) list.push(String(item));
        else wrongType(`${path}[${index}]`, 'a string', item, 'dropped');
      });
      return list;
    },
  };
}
