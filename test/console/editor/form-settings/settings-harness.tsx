import { render } from '@testing-library/react';
import { useState } from 'react';
import { FormSettings } from '../../../../console/editor/form-settings/FormSettings';
import type { EditorForm } from '../../../../console/editor/model/editor-form';

/** A form as the editor holds it: no consent, no style, a thank-you message. */
export function editorForm(overrides: Partial<EditorForm> = {}): EditorForm {
  return {
    base: { form: {} },
    name: 'Contact us',
    language: '',
    submitText: 'Send',
    afterSubmit: { kind: 'message', html: '<p>Thanks!</p>' },
    consent: null,
    style: {},
    proofOfWork: false,
    attribution: true,
    items: [],
    ...overrides,
  };
}

/** The settings as the editor shows them, holding the form they change; `latest()` is the form now. */
export function renderSettings(initial: EditorForm, readOnly = false) {
  let current = initial;
  function Editor() {
    const [form, setForm] = useState(initial);
    return (
      <FormSettings
        form={form}
        readOnly={readOnly}
        onChange={(next) => {
          current = next;
          setForm(next);
        }}
      />
    );
  }
  const utils = render(<Editor />);
  return { ...utils, latest: () => current };
}
