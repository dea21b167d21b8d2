import { useId, useState } from 'react';
import { texts } from '../../texts';
import { htmlToText, textToHtml } from './text-html';

const t = texts.editor.field;

export interface TextSettingsProps {
  html: string;
  readOnly: boolean;
  onChange(html: string): void;
}

/**
 * A text item's text. Written here, it is plain text made into paragraphs; HTML that came with an
 * imported form is edited as the HTML it is, so nothing of it is lost.
 */
export function TextSettings({ html, readOnly, onChange }: TextSettingsProps) {
  const id = useId();
  // Decided once per item (the panel is keyed by item): typing never switches the mode under the owner.
  const [asHtml] = useState(() => htmlToText(html) === null);
  const [plain, setPlain] = useState(() => htmlToText(html) ?? '');
  return (
    <div className="settings-row">
      <label htmlFor={id}>{t.text}</label>
      <textarea
        id={id}
        rows={6}
        value={asHtml ? html : plain}
        readOnly={readOnly}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          if (asHtml) {
            onChange(event.target.value);
            return;
          }
          setPlain(event.target.value);
          onChange(textToHtml(event.target.value));
        }}
      />
      <p id={`${id}-help`} className="settings-help">
        {asHtml ? t.htmlHelp : t.textHelp}
      </p>
    </div>
  );
}
