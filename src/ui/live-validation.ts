import type { FormStoreState } from '../store/create-form-store';

/** `portalSetting.enableLiveValidation` of the loaded form (on by default, spec section 9). */
export const liveValidationOf = (state: FormStoreState): boolean =>
  state.load.status === 'loaded' ? state.load.definition.portalSetting.enableLiveValidation : true;
