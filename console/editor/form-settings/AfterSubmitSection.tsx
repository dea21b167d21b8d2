import { useId, useRef, useState } from 'react';
import { texts } from '../../texts';
import type { AfterSubmit, EditorForm } from '../model/editor-form';
import { HtmlTextField } from './HtmlTextField';
import { redirectUrlProblem } from '../model/settings-problems';

interface AfterSubmitSectionProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
}

const DEFAULT_MESSAGE = `<p>${texts.formSettings.defaultThankYou}</p>`;

/** A thank-you message or a page to go to; switching back and forth keeps what was typed in each. */
export function AfterSubmitSection({ form, onChange }: AfterSubmitSectionProps) {
  const urlId = useId();
  const urlErrorId = useId();
  const [urlTouched, setUrlTouched] = useState(false);
  const { afterSubmit } = form;
  const last = useRef({
    html: afterSubmit.kind === 'message' ? afterSubmit.html : DEFAULT_MESSAGE,
    url: afterSubmit.kind === 'redirect' ? afterSubmit.url : '',
  });

  const set = (next: AfterSubmit) => {
    if (next.kind === 'message') last.current.html = next.html;
    else last.current.url = next.url;
    onChange({ ...form, afterSubmit: next });
  };
  const choose = (kind: AfterSubmit['kind']) => {
    if (kind === afterSubmit.kind) return;
    // What the other choice held is kept for switching back.
    if (afterSubmit.kind === 'message') last.current.html = afterSubmit.html;
    else last.current.url = afterSubmit.url;
    set(kind === 'message' ? { kind, html: last.current.html } : { kind, url: last.current.url });
  };
  // An empty address is only pointed out once the owner has left it.
  const urlProblem =
    afterSubmit.kind === 'redirect' && (urlTouched || afterSubmit.url !== '') ? redirectUrlProblem(afterSubmit.url) : null;

  return (
    <fieldset className="settings-section">
      <legend>{texts.formSettings.afterSubmitSection}</legend>
      <div className="settings-choices">
        {(['message', 'redirect'] as const).map((kind) => (
          <label key={kind} className="settings-choice">
            <input type="radio" name={`${urlId}-after-submit`} checked={afterSubmit.kind === kind} onChange={() => choose(kind)} />
            {kind === 'message' ? texts.formSettings.showMessage : texts.formSettings.goToPage}
          </label>
        ))}
      </div>
      {afterSubmit.kind === 'message' ? (
        <HtmlTextField
          label={texts.formSettings.message}
          html={afterSubmit.html}
          onChange={(html) => set({ kind: 'message', html })}
          hint={texts.formSettings.paragraphHint}
        />
      ) : (
        <div className="settings-field">
          <label htmlFor={urlId}>{texts.formSettings.redirectUrl}</label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={afterSubmit.url}
            onChange={(event) => set({ kind: 'redirect', url: event.target.value })}
            onBlur={() => setUrlTouched(true)}
            aria-invalid={urlProblem !== null}
            aria-describedby={urlProblem === null ? undefined : urlErrorId}
          />
          {urlProblem !== null && (
            <p id={urlErrorId} className="settings-error">
              {urlProblem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
