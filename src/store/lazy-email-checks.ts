import type { EmailChecks, emailCheckActions } from './email-check-actions';
import type { FormStoreState, StoreContext } from './form-store-state';

type LiveEmailChecks = ReturnType<typeof emailCheckActions>;

/**
 * The live email check's slice comes with the runtime's calls part (`lazy/calls-chunk.ts`), read alongside the
 * definition, so it is nearly always there by the time a visitor has typed an address. A change
 * made before it arrived is checked once it does (the check is debounced anyway).
 */
export function lazyEmailChecks(ctx: StoreContext): EmailChecks & Pick<FormStoreState, 'applyEmailSuggestion' | 'resubscribe'> {
  let live: LiveEmailChecks | undefined;
  const loaded = () => (live ??= ctx.deps.emailCheckActions()?.(ctx));

  return {
    valueChanged(field, state) {
      if (field.inputKind !== 'email') return state;
      const checks = loaded();
      if (checks) return checks.valueChanged(field, state);
      void ctx.deps.loadSubmitter().then(
        () => {
          const arrived = loaded();
          if (arrived && !ctx.signal.aborted) ctx.updateField(field.id, (current) => arrived.valueChanged(field, current));
        },
        () => undefined,
      );
      return state;
    },
    // Both answer something only a check showed, so the slice is there by then.
    applyEmailSuggestion: (fieldId) => loaded()?.applyEmailSuggestion(fieldId),
    resubscribe: async (fieldId) => loaded()?.resubscribe(fieldId),
    dispose: () => live?.dispose(),
  };
}
