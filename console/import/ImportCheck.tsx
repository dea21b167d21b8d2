import type { Ref } from 'react';
import type { ImportedField } from '../../src/forms-import/import-definition';
import { fieldKindName } from '../editor/fields/item-names';
import { texts } from '../texts';

interface ImportCheckProps {
  name: string;
  fields: readonly ImportedField[];
  notCarried: readonly string[];
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * What a checked definition will become: the form's name, its fields (label, type, required) and
 * what will not work the same here. Its heading takes the focus once the check is done.
 */
export function ImportCheck({ name, fields, notCarried, headingRef }: ImportCheckProps) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="import-check__title">
        {texts.importForm.checked(name)}
      </h2>
      <p className="settings-hint">{texts.importForm.fieldCount(fields.length)}</p>
      <div className="table-scroll">
        <table className="import-fields">
          <caption>{texts.importForm.fieldsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.importForm.label}</th>
              <th scope="col">{texts.importForm.type}</th>
              <th scope="col">{texts.importForm.required}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  {field.label.trim() || field.name}
                  <span className="import-fields__name">
                    {texts.importForm.name}: <code>{field.name}</code>
                  </span>
                </th>
                <td data-label={texts.importForm.type}>{fieldKindName(field.fieldType)}</td>
                <td data-label={texts.importForm.required}>{field.required ? texts.importForm.yes : texts.importForm.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{texts.importForm.notCarried}</h3>
      {notCarried.length === 0 ? (
        <p>{texts.importForm.allCarried}</p>
      ) : (
        <ul className="import-not-carried">
          {notCarried.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}
