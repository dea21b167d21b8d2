import type { FieldValue, LogicFilter } from './form-definition';
import { isEmptyValue } from './initial-values';
import { splitMultiValue } from './multi-value';
import { utcDateDaysBefore, utcDateToTimestamp } from './utc-date';
import { ownValue, parseBooleanString, parseNumericString } from './definition/wire-reader';
import { canonicalOperator } from './logic-operators';

const DAY_MS = 86_400_000;
const DAYS_PER_UNIT: Readonly<Record<string, number>> = { DAY: 1, DAYS: 1, WEEK: 7, WEEKS: 7 };

/** A field value reduced to what filters compare: trimmed text, a boolean, or a list. */
type Subject =
  | { kind: 'text'; text: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'list'; items: string[] };

function toSubject(value: FieldValue): Subject {
  if (typeof value === 'string') return { kind: 'text', text: value.trim() };
  if (typeof value === 'boolean') return { kind: 'bool', value };
  // Files compare by name; no real filter targets them beyond IS_NOT_EMPTY.
  const items = value.map((item) => (typeof item === 'string' ? item : item.name).trim()).filter((item) => item !== '');
  return { kind: 'list', items };
}

const fold = (text: string): string => text.trim().toLowerCase();
const isBlank = (text: string | undefined): text is undefined | '' => text === undefined || text.trim() === '';

/** A number or a 'YYYY-MM-DD' date (as UTC ms) written as text; dates are flagged for day-wise comparison. */
function comparable(text: string): { at: number; isDate: boolean } | undefined {
  const number = parseNumericString(text);
  if (number !== undefined) return { at: number, isDate: false };
  const date = utcDateToTimestamp(text.trim());
  return date === undefined ? undefined : { at: date, isDate: true };
}

const startOfUtcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * The bound of a numeric comparison. `numberValue` is the bound, except that hosts send
 * numberValue 0 as the unset default on every filter: a parsable strValue then wins.
 */
function filterBound(filter: LogicFilter): number | undefined {
  const fromText = isBlank(filter.strValue) ? undefined : comparable(filter.strValue)?.at;
  if (filter.numberValue === undefined || (filter.numberValue === 0 && fromText !== undefined)) return fromText;
  return filter.numberValue;
}

/** EQ, or null when the filter carries nothing to compare with (then neither EQ nor NEQ holds). */
function equals(subject: Subject, filter: LogicFilter): boolean | null {
  if (subject.kind === 'bool') {
    // strValue 'true'/'false' is the explicit form; boolValue alone is also the unset default.
    const target = (filter.strValue === undefined ? undefined : parseBooleanString(filter.strValue)) ?? filter.boolValue;
    return target === undefined ? null : subject.value === target;
  }
  if (subject.kind === 'list') {
    if (isBlank(filter.strValue)) return null;
    const target = fold(filter.strValue);
    return subject.items.some((item) => fold(item) === target);
  }
  if (!isBlank(filter.strValue)) {
    if (fold(subject.text) === fold(filter.strValue)) return true;
    const left = comparable(subject.text);
    const right = comparable(filter.strValue);
    return left !== undefined && right !== undefined && left.at === right.at;
  }
  if (filter.numberValue !== undefined) {
    const left = comparable(subject.text);
    if (left === undefined) return false;
    return left.isDate ? left.at === startOfUtcDay(filter.numberValue) : left.at === filter.numberValue;
  }
  if (filter.boolValue !== undefined) return parseBooleanString(subject.text) === filter.boolValue;
  return null;
}

/** The texts a string operator looks at: the value, each item of a list, 'true'/'false' for a boolean. */
function texts(subject: Subject): string[] {
  if (subject.kind === 'text') return [subject.text];
  if (subject.kind === 'bool') return [String(subject.value)];
  return subject.items;
}

/** Whether any text satisfies `test` against strValue; undefined when the filter has no strValue. */
function anyText(subject: Subject, filter: LogicFilter, test: (text: string, target: string) => boolean): boolean | undefined {
  if (filter.strValue === undefined) return undefined;
  const target = fold(filter.strValue);
  return texts(subject).some((text) => test(fold(text), target));
}

/** The subject as a number or a date; lists and booleans are not comparable. */
function subjectComparable(subject: Subject): { at: number; isDate: boolean } | undefined {
  return subject.kind === 'text' ? comparable(subject.text) : undefined;
}

/** Dates compare by UTC day: a bound anywhere inside a day means that day. */
const boundFor = (bound: number, isDate: boolean): number => (isDate ? startOfUtcDay(bound) : bound);

function compare(subject: Subject, filter: LogicFilter, test: (left: number, right: number) => boolean): boolean {
  const left = subjectComparable(subject);
  const bound = filterBound(filter);
  if (left === undefined || bound === undefined) return false;
  return test(left.at, boundFor(bound, left.isDate));
}

/** -1 outside, 1 inside, 0 when not evaluable (no comparable value or no two bounds). */
function between(subject: Subject, filter: LogicFilter): -1 | 0 | 1 {
  const left = subjectComparable(subject);
  let bounds = filter.numberValues;
  if (bounds.length < 2) {
    bounds = filter.strValues.flatMap((text) => comparable(text)?.at ?? []);
  }
  const [first, second] = bounds;
  if (left === undefined || first === undefined || second === undefined) return 0;
  const low = boundFor(Math.min(first, second), left.isDate);
  const high = boundFor(Math.max(first, second), left.isDate);
  return left.at >= low && left.at <= high ? 1 : -1;
}

/**
 * WITHIN_TIME reads "within the last N days/weeks": the value's day lies between the day
 * N days/weeks before `now` and today (UTC), both included. Future dates do not match.
 */
function withinTime(subject: Subject, filter: LogicFilter, now: number): boolean {
  if (subject.kind !== 'text' || utcDateToTimestamp(subject.text) === undefined) return false;
  const unit = filter.strValue === undefined ? undefined : ownValue(DAYS_PER_UNIT, filter.strValue.trim().toUpperCase());
  const amount = filter.numberValue;
  if (unit === undefined || amount === undefined || amount < 0) return false;
  const from = utcDateDaysBefore(now, amount * unit);
  const today = utcDateDaysBefore(now, 0);
  if (from === undefined || today === undefined) return false;
  // 'YYYY-MM-DD' strings order like the days they name.
  return subject.text >= from && subject.text <= today;
}

/** Folded, de-duplicated set members; strings split on ';' like any multi value. */
function subjectSet(subject: Subject): Set<string> {
  if (subject.kind === 'list') return new Set(subject.items.map(fold));
  if (subject.kind === 'bool') return new Set([String(subject.value)]);
  return new Set(splitMultiValue(subject.text).map(fold));
}

function targetSet(filter: LogicFilter): Set<string> {
  const values = filter.strValues.length > 0 ? filter.strValues : splitMultiValue(filter.strValue ?? '');
  return new Set(values.map(fold).filter((value) => value !== ''));
}

/** 'all' | 'any' | 'eq', or undefined when the filter lists no values (then no set operator holds). */
function setRelation(subject: Subject, filter: LogicFilter, relation: 'all' | 'any' | 'eq'): boolean | undefined {
  const targets = [...targetSet(filter)];
  if (targets.length === 0) return undefined;
  const members = subjectSet(subject);
  if (relation === 'all') return targets.every((target) => members.has(target));
  if (relation === 'any') return targets.some((target) => members.has(target));
  return members.size === targets.length && targets.every((target) => members.has(target));
}

/** A relation that could not be evaluated (null/undefined) makes both it and its negation false. */
const holds = (result: boolean | null | undefined): boolean => result === true;
const fails = (result: boolean | null | undefined): boolean => result === false;

/**
 * Whether `value` passes one logic filter (spec section 5). Undefined only for an operator we
 * do not know, so the caller can hide the dependent field and warn. Text comparisons ignore
 * case and padding; a filter missing the member its operator needs does not pass (neither
 * does its negation). `now` (ms) is only read by WITHIN_TIME.
 */
export function evaluateLogicFilter(filter: LogicFilter, value: FieldValue, now: number): boolean | undefined {
  const operator = canonicalOperator(filter.operator);
  if (operator === undefined) return undefined;
  const subject = toSubject(value);
  switch (operator) {
    case 'EQ': return holds(equals(subject, filter));
    case 'NEQ': return fails(equals(subject, filter));
    case 'CONTAINS': return holds(anyText(subject, filter, (text, target) => text.includes(target)));
    case 'DOESNT_CONTAIN': return fails(anyText(subject, filter, (text, target) => text.includes(target)));
    case 'STR_STARTS_WITH': return holds(anyText(subject, filter, (text, target) => text.startsWith(target)));
    case 'STR_ENDS_WITH': return holds(anyText(subject, filter, (text, target) => text.endsWith(target)));
    case 'LT': return compare(subject, filter, (left, right) => left < right);
    case 'LTE': return compare(subject, filter, (left, right) => left <= right);
    case 'GT': return compare(subject, filter, (left, right) => left > right);
    case 'GTE': return compare(subject, filter, (left, right) => left >= right);
    case 'BETWEEN': return between(subject, filter) === 1;
    case 'NOT_BETWEEN': return between(subject, filter) === -1;
    case 'WITHIN_TIME': return withinTime(subject, filter, now);
    case 'SET_ALL': return holds(setRelation(subject, filter, 'all'));
    case 'SET_ANY': return holds(setRelation(subject, filter, 'any'));
    case 'SET_EQ': return holds(setRelation(subject, filter, 'eq'));
    case 'SET_NOT_ALL': return fails(setRelation(subject, filter, 'all'));
    case 'SET_NOT_ANY': return fails(setRelation(subject, filter, 'any'));
    case 'SET_NOT_EQ': return fails(setRelation(subject, filter, 'eq'));
    case 'IS_NOT_EMPTY': return !isEmptyValue(value);
  }
}
