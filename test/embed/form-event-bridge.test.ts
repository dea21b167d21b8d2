// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../src/core/form-definition';
import { createFormEventBridge } from '../../src/embed/form-event-bridge';
import type { FieldProblem } from '../../src/core/validation/page-checks';

type Queue = unknown[][];

afterEach(() => {
  delete (window as Window & { _hsq?: unknown })._hsq;
});

function bridge(callbacks: Record<string, (...args: unknown[]) => unknown> = {}) {
  const form = document.createElement('form');
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const events = createFormEventBridge({ win: window, callbacks, instanceKey: '3', formElement: () => form });
  events.notify({ type: 'definitionFetchSuccess', definition: { guid: 'guid-1', formTypeNumber: 11 } as FormDefinition, fromFallback: false });
  return { events, form, post };
}

const PROBLEM: FieldProblem = { fieldId: 'email', page: 2, message: { key: 'invalidEmailFormat' }, missing: false };

describe('createFormEventBridge', () => {
  it('calls onBeforeValidationInit with the form and posts its message', () => {
    const onBeforeValidationInit = vi.fn();
    const { events, form, post } = bridge({ onBeforeValidationInit });
    events.notify({ type: 'beforeValidation' });
    expect(onBeforeValidationInit).toHaveBeenCalledWith(form);
    expect(post).toHaveBeenCalledWith(
      { type: 'hsFormCallback', eventName: 'onBeforeValidationInit', id: 'guid-1', data: undefined },
      window.location.origin,
    );
  });

  it('calls onFormFailedValidation with the form and one {name, error, page} per problem, also as the message data', () => {
    const onFormFailedValidation = vi.fn();
    const { events, form, post } = bridge({ onFormFailedValidation });
    events.notify({ type: 'failedValidation', problems: [PROBLEM] });
    const problems = [{ name: 'email', error: 'invalidEmailFormat', page: 2 }];
    expect(onFormFailedValidation).toHaveBeenCalledWith(form, problems);
    expect(post).toHaveBeenCalledWith(
      { type: 'hsFormCallback', eventName: 'onFormFailedValidation', id: 'guid-1', data: problems },
      window.location.origin,
    );
  });

  it.each(['RESUBSCRIBE_SHOWN', 'RESUBSCRIBE_CLICKED', 'RESUBSCRIBE_SUCESS'] as const)(
    'reports the analytic event %s through onAnalyticEvent and a window message',
    (name) => {
      const onAnalyticEvent = vi.fn();
      const { events, post } = bridge({ onAnalyticEvent });
      events.notify({ type: 'analytic', name });
      expect(onAnalyticEvent).toHaveBeenCalledWith({ eventName: name, formGuid: 'guid-1' });
      expect(post).toHaveBeenCalledWith(
        { type: 'hsFormCallback', eventName: 'onAnalyticEvent', id: 'guid-1', data: { eventName: name } },
        window.location.origin,
      );
    },
  );

  it("pushes trackFormInteraction with the guid, the instance and the form type to the page's tracking queue", () => {
    const queue: Queue = [];
    (window as Window & { _hsq?: Queue })._hsq = queue;
    const { events } = bridge();
    events.notify({ type: 'interaction' });
    expect(queue).toEqual([['trackFormInteraction', 'guid-1', { formInstanceId: '3' }, 11]]);
  });

  it('does nothing for the interaction when the page has no tracking queue, and survives a queue that throws', () => {
    const { events } = bridge();
    expect(() => events.notify({ type: 'interaction' })).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (window as Window & { _hsq?: unknown })._hsq = { push: () => { throw new Error('blocked'); } };
    expect(() => events.notify({ type: 'interaction' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
