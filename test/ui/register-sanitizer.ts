import { registerChunk } from '../../src/lazy/chunk-registry';
import { sanitizeHtml } from '../../src/ui/html/sanitize-html';

/** Component tests render rich text as it is once the sanitiser file has arrived. */
export function registerSanitizer(): void {
  registerChunk('sanitizer', { sanitizeHtml });
}
