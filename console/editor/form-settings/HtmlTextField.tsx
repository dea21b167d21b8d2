import { useId, useState } from 'react';
import { texts } from '../../texts';
import { htmlFromText, textFromHtml } from './html-text';

export interface HtmlTextFieldProps {
  label: string;
  /** The HTML the embed shows. */
  html: string;
  onChange(html: string): void;
  /** A one-line input (a checkbox label) instead of a text area. */
  singleLine?: boolean;
  /** A hint under the input. */
  hint?: string;
}

/**
 * A text the embed shows as HTML, edited as plain text; HTML with its own markup (from an import)
 * is edited as HTML and kept as it came. Which of the two is decided when the input appears, so
 * an edit never switches it under the owner's hands.
 */
export function HtmlTextField({ label, html, onChange, singleLine = false, hint }: HtmlTextFieldProps) {
  const id = useId();
  const hintId = useId();
  const [asHtml] = useState(() => textFromHtml(html) === null);
  // A text replaced from outside (a restored version) with markup of its own is shown as HTML too.
  const text = asHtml ? null : textFromHtml(html);
  const value = text ?? html;
  const change = (next: string) => onChange(text === null ? next : htmlFromText(next));
  const hints = [text === null ? texts.formSettings.keptAsHtml : singleLine ? undefined : hint].filter(Boolean);
  const describedBy = hints.length > 0 ? hintId : undefined;

  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {singleLine ? (
        <input id={id} type="text" value={value} onChange={(event) => change(event.target.value)} aria-describedby={describedBy} />
      ) : (
        <textarea id={id} rows={4} value={value} onChange={(event) => change(event.target.value)} aria-describedby={describedBy} />
      )}
      {describedBy && (
        <p id={hintId} className="settings-hint">
          {hints.join(' ')}
        </p>
      )}
    </div>
  );
}
