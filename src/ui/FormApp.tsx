import type { ReactElement, ReactNode } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { Form } from './Form';
import { FormLanguageProvider, useFormState } from './form-store-context';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { MissingFormPanel } from './MissingFormPanel';

export interface FormAppProps {
  /** Places the rendered form: as it is (in the page) or inside an isolated frame. */
  present?: (definition: FormDefinition, form: ReactElement) => ReactNode;
}

const inPage = (_definition: FormDefinition, form: ReactElement) => form;

/** The whole view of one form, in its language: loading placeholder, then the form or the missing-form panel. */
export function FormApp({ present = inPage }: FormAppProps) {
  return (
    <FormLanguageProvider>
      <FormView present={present} />
    </FormLanguageProvider>
  );
}

function FormView({ present }: Required<FormAppProps>) {
  const load = useFormState((state) => state.load);
  if (load.status === 'loading') return <LoadingPlaceholder />;
  if (load.status === 'error') return <MissingFormPanel error={load.error} />;
  return <>{present(load.definition, <Form definition={load.definition} />)}</>;
}
