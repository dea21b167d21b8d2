/**
 * The benchmark's floor: the least a React form of the same fields can cost. A bare React 19
 * renderer with one zustand store and a per-field selector, its fields inline in the page (no
 * fetch, no validation, no styles), marking the time its first commit is in the DOM.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';

export interface FloorField {
  name: string;
  label: string;
  fieldType: string;
  required: boolean;
  options: { label: string; value: string }[];
}

interface FloorWindow {
  floorFields: FloorField[];
  readyAt?: number;
}

const useValues = create<{ values: Record<string, string>; set(name: string, value: string): void }>((set) => ({
  values: {},
  set: (name, value) => set((state) => ({ values: { ...state.values, [name]: value } })),
}));

function Control({ field }: { field: FloorField }) {
  const value = useValues((state) => state.values[field.name] ?? '');
  const setValue = useValues((state) => state.set);
  const common = { id: field.name, name: field.name, required: field.required, value };
  const onChange = (event: { target: { value: string } }) => setValue(field.name, event.target.value);
  switch (field.fieldType) {
    case 'textarea':
      return <textarea {...common} onChange={onChange} />;
    case 'select':
      return (
        <select {...common} onChange={onChange}>
          <option value="">- Please Select -</option>
          {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      );
    case 'radio':
    case 'checkbox':
    case 'booleancheckbox':
      return (
        <ul>
          {field.options.map((option) => (
            <li key={option.value}>
              <label>
                <input type={field.fieldType === 'radio' ? 'radio' : 'checkbox'} name={field.name} value={option.value}
                  checked={value === option.value} onChange={onChange} />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      );
    default:
      return <input {...common} type={field.fieldType === 'phonenumber' ? 'tel' : field.fieldType === 'text' ? 'text' : field.fieldType} onChange={onChange} />;
  }
}

function FloorForm({ fields }: { fields: FloorField[] }) {
  useLayoutEffect(() => {
    (window as unknown as FloorWindow).readyAt = performance.now();
  }, []);
  return (
    <form>
      {fields.map((field) => (
        <div key={field.name}>
          <label htmlFor={field.name}>{field.label}</label>
          <Control field={field} />
        </div>
      ))}
      <input type="submit" value="Submit" />
    </form>
  );
}

createRoot(document.getElementById('t')!).render(<FloorForm fields={(window as unknown as FloorWindow).floorFields} />);
