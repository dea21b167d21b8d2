// Entry of dist/embed-sanitizer.js: DOMPurify and our rules, loaded when a form has HTML.
import { sanitizeHtml } from '../ui/html/sanitize-html';
import { registerChunk } from './chunk-registry';

registerChunk('sanitizer', { sanitizeHtml });
