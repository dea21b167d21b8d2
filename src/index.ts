// Side-effect-free entry for bundler users.
export { boot } from './embed/boot';
export { createFormStore } from './store/create-form-store';
export type { FormStore, FormStoreState, LoadState } from './store/create-form-store';
export type { FormDefinition, FieldDefinition, FieldGroup } from './core/form-definition';
export type { EmbedContext } from './core/embed-context';
export type { FormHandle } from './embed/mount-form';
export type { RenderError, RenderErrorCode } from './core/render-errors';
