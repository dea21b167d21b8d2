import type { ReactNode } from 'react';
import { classNames } from '../class-names';
// Always present, whatever the site owner's class, so their CSS and scripts find the list.
import { DEFAULT_ERROR_MESSAGE_CLASS } from '../../core/embed-context';


export interface FieldMessagesProps {
  /** Id of the error list, named by the input's `aria-describedby`. */
  errorsId: string;
  /** Errors to show now (already formatted); empty while they are not visible. */
  errors: readonly string[];
  infos: readonly ReactNode[];
  errorMessageClass?: string | undefined;
}

/**
 * A field's errors and infos inside a polite live region that stays in the page, so screen
 * readers announce messages as they appear without focus moving. The error keeps the
 * `label.hs-error-msg` element site owners' CSS targets, but points at no input: the input's
 * `aria-describedby` names the list, so the error is its description, not part of its name.
 * `div.hs-field-messages[aria-live=polite] > ul.hs-error-msgs > li > label.hs-error-msg`,
 * then `ul.hs-info-msgs > li > span.hs-info-msg`.
 */
export function FieldMessages({ errorsId, errors, infos, errorMessageClass }: FieldMessagesProps) {
  return (
    <div className="hs-field-messages" aria-live="polite">
      {errors.length > 0 && (
        <ul id={errorsId} className={classNames(DEFAULT_ERROR_MESSAGE_CLASS, errorMessageClass)}>
          {errors.map((message, index) => (
            <li key={index}>
              <label className="hs-error-msg">
                {message}
              </label>
            </li>
          ))}
        </ul>
      )}
      {infos.length > 0 && (
        <ul className="hs-info-msgs inputs-list">
          {infos.map((info, index) => (
            <li key={index}>
              <span className="hs-info-msg">{info}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
