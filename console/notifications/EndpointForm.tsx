import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { texts } from '../texts';
import { ENDPOINT_EVENTS, endpointProblems, eventName, type EndpointDraft, type EndpointProblems } from './endpoint-rules';

const t = texts.notifications;

interface EndpointFormProps {
  /** A new endpoint chooses its scope; an existing one keeps it. */
  mode: 'add' | 'edit';
  initial: EndpointDraft;
  busy: boolean;
  /** The host's refusal of the last try. */
  hostError: string | null;
  onSubmit(draft: EndpointDraft): void;
  onCancel(): void;
}

/** Adds or edits an endpoint: its URL, the events it is sent, (when new) its scope, and whether it is on. */
export function EndpointForm({ mode, initial, busy, hostError, onSubmit, onCancel }: EndpointFormProps) {
  const [draft, setDraft] = useState<EndpointDraft>(initial);
  const [problems, setProblems] = useState<EndpointProblems>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), url: useId(), urlHint: useId(), urlProblem: useId(), eventsProblem: useId() };

  // The form opens below the table: the keyboard and screen readers are taken to it.
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = endpointProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit({ ...draft, url: draft.url.trim() });
  };
  const toggleEvent = (name: string, on: boolean) =>
    setDraft({ ...draft, events: ENDPOINT_EVENTS.filter((event) => (event === name ? on : draft.events.includes(event))) });

  return (
    <form className="endpoint-form" aria-labelledby={ids.heading} onSubmit={submit} noValidate>
      <h3 id={ids.heading} ref={heading} tabIndex={-1}>
        {mode === 'add' ? t.newEndpointTitle : t.editEndpointTitle(initial.url)}
      </h3>
      <div className="endpoint-form__field">
        <label htmlFor={ids.url}>{t.endpointUrl}</label>
        <input
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft.url}
          aria-invalid={problems.url !== undefined}
          aria-describedby={[ids.urlHint, problems.url !== undefined ? ids.urlProblem : ''].join(' ').trim()}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
        />
        <p id={ids.urlHint} className="notifications__hint">
          {t.endpointUrlHint}
        </p>
        {problems.url !== undefined && (
          <p id={ids.urlProblem} role="alert" className="form-message">
            {problems.url}
          </p>
        )}
      </div>
      <fieldset className="endpoint-form__choices" aria-describedby={problems.events !== undefined ? ids.eventsProblem : undefined}>
        <legend>{t.eventsLegend}</legend>
        {ENDPOINT_EVENTS.map((name) => (
          <label key={name}>
            <input type="checkbox" checked={draft.events.includes(name)} onChange={(event) => toggleEvent(name, event.target.checked)} />
            {eventName(name)} <code>{name}</code>
          </label>
        ))}
        {problems.events !== undefined && (
          <p id={ids.eventsProblem} role="alert" className="form-message">
            {problems.events}
          </p>
        )}
      </fieldset>
      {mode === 'add' && (
        <fieldset className="endpoint-form__choices">
          <legend>{t.scopeLegend}</legend>
          <label>
            <input type="radio" name="endpoint-scope" checked={draft.scope === 'form'} onChange={() => setDraft({ ...draft, scope: 'form' })} />
            {t.thisForm}
          </label>
          <label>
            <input type="radio" name="endpoint-scope" checked={draft.scope === 'portal'} onChange={() => setDraft({ ...draft, scope: 'portal' })} />
            {t.everyForm}
          </label>
        </fieldset>
      )}
      <label className="endpoint-form__enabled">
        <input type="checkbox" checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />
        {t.enabledLabel}
      </label>
      {hostError !== null && (
        <p role="alert" className="form-message">
          {hostError}
        </p>
      )}
      <div className="endpoint-form__buttons">
        <button type="submit" className="button button-primary" disabled={busy}>
          {mode === 'add' ? (busy ? t.creating : t.create) : busy ? t.saving : t.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
