// Entry of dist/embed-signup-links.js: the signup-link filler, loaded only by pages that have a
// signup-link anchor, so embed.js carries none of it.
import { fillSignupLinks } from '../signup-links/fill-signup-links';
import { registerChunk } from './chunk-registry';

registerChunk('signup-links', { fillSignupLinks });
