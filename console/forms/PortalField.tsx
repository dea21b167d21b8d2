import { useEffect, useId, useState, type Ref } from 'react';
import { OwnerApiError, ownerApi, type Me } from '../api/owner-api';
import { NEW_PORTAL, portalOptions, type PortalOptions } from './portal-choice';
import { texts } from '../texts';

/** The portals a new form may go to; `listFailed` says why the portals that have forms are unknown (a new id can still be typed). */
export type PortalChoices = { status: 'loading' } | { status: 'loaded'; options: PortalOptions; listFailed: string | null };

/** The portals a new form may go to (console/forms/portal-choice.ts); the forms list is asked only when any portal may be chosen. */
export function usePortalChoices(me: Me): PortalChoices {
  const [choices, setChoices] = useState<PortalChoices>(
    me.portals === 'all' ? { status: 'loading' } : { status: 'loaded', options: portalOptions(me, []), listFailed: null },
  );
  useEffect(() => {
    if (me.portals !== 'all') return undefined;
    let current = true;
    ownerApi.forms().then(
      ({ forms }) => current && setChoices({ status: 'loaded', options: portalOptions(me, forms), listFailed: null }),
      (error: unknown) =>
        current &&
        setChoices({
          status: 'loaded',
          options: portalOptions(me, []),
          listFailed: texts.newForm.portalsUnknown(error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable),
        }),
    );
    return () => {
      current = false;
    };
  }, [me]);
  return choices;
}

/** The first listed portal until the owner picks one; with none listed, a new one is typed. */
export function selectedPortal(options: PortalOptions, picked: string | null): string {
  const listed = options.kind === 'listed' ? options.portals : options.known;
  return picked ?? listed[0] ?? NEW_PORTAL;
}

interface PortalFieldProps {
  options: PortalOptions;
  selected: string;
  onSelect(portalId: string): void;
  typed: string;
  onType(portalId: string): void;
  /** What is wrong with the choice, shown under it; null when nothing is. */
  problem: string | null;
  /** Focused when the choice is wrong: the select, or the text box of a new portal id. */
  inputRef: Ref<HTMLInputElement & HTMLSelectElement>;
}

/**
 * The portal of a new form: a select of the portals the session may write (and "Another portal…"
 * with a text box when it may write any), just the portal's id when there is one choice.
 */
export function PortalField({ options, selected, onSelect, typed, onType, problem, inputRef }: PortalFieldProps) {
  const ids = { select: useId(), typed: useId(), error: useId(), hint: useId() };
  const listed = options.kind === 'listed' ? options.portals : options.known;
  const typing = options.kind === 'any' && selected === NEW_PORTAL;
  const offersChoice = listed.length > 1 || (options.kind === 'any' && listed.length > 0);

  return (
    <>
      {offersChoice ? (
        <div className="settings-field">
          <label htmlFor={ids.select}>{texts.newForm.portal}</label>
          <select
            ref={typing ? undefined : inputRef}
            id={ids.select}
            value={selected}
            onChange={(event) => onSelect(event.target.value)}
            aria-invalid={!typing && problem !== null}
            aria-describedby={!typing && problem !== null ? ids.error : undefined}
          >
            {listed.map((portalId) => (
              <option key={portalId} value={portalId}>
                {portalId}
              </option>
            ))}
            {options.kind === 'any' && <option value={NEW_PORTAL}>{texts.newForm.newPortalOption}</option>}
          </select>
        </div>
      ) : (
        listed.length === 1 && (
          <p className="new-form__portal">
            {texts.newForm.portal}: <strong>{listed[0]}</strong>
          </p>
        )
      )}
      {typing && (
        <div className="settings-field">
          <label htmlFor={ids.typed}>{texts.newForm.newPortal}</label>
          <input
            ref={inputRef}
            id={ids.typed}
            type="text"
            inputMode="numeric"
            value={typed}
            onChange={(event) => onType(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? ids.hint : `${ids.error} ${ids.hint}`}
          />
          <p id={ids.hint} className="settings-hint">
            {texts.newForm.newPortalHint}
          </p>
        </div>
      )}
      {problem !== null && (
        <p id={ids.error} className="settings-error">
          {problem}
        </p>
      )}
    </>
  );
}
