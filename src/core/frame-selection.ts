import type { FormDefinition } from './form-definition';

export interface FrameSelectionInput {
  definition: Pick<FormDefinition, 'themeName' | 'embedVersion' | 'scopes'>;
  /** Site owner's `renderFrame`: true/false forces a presentation. */
  renderFrame: boolean | undefined;
  /** Already inside our own frame: never nest another. */
  isInsideFrame: boolean;
  customCss: string;
  pageId: string;
  isShareablePage: boolean;
}

/**
 * Spec section 2 "Embedding": the isolated frame is used when the shell scope is granted, or
 * when the form has a non-legacy theme, no custom css, no page id and is not on a shareable
 * page; a v3 form falls back to a frame.
 */
export function shouldRenderInFrame(input: FrameSelectionInput): boolean {
  if (input.isInsideFrame) return false;
  if (input.renderFrame !== undefined) return input.renderFrame;
  const { definition } = input;
  if (definition.scopes.renderShell) return true;
  if (definition.embedVersion.toLowerCase() === 'v3') return true;
  const theme = definition.themeName.toLowerCase();
  return theme !== '' && theme !== 'legacy' && input.customCss.trim() === '' && input.pageId === '' && !input.isShareablePage;
}
