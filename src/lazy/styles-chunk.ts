// Entry of dist/embed-styles.js: the form's own stylesheet (ui/styles/base-styles.ts and the
// style object's rules, scoped), fetched in parallel with the definition so embed.js stays small.
// A form is shown only once it has arrived (ui/styles/BaseStylesGate.tsx); until then the
// loading placeholder (ui/styles/shell-styles.ts, in embed.js) holds its place.
// The look a form takes on a site (core/style/site-look.ts) comes with it: only its rules read it;
// and the style tokens the loader sets on the host's markup (core/style/wire-form-look.ts), with
// its reading of the page around the form (embed/read-site-look.ts), so embed.js need not carry it.
import { siteLookTokens } from '../core/style/site-look';
import { wireFormLook } from '../core/style/wire-form-look';
import { readSiteLook } from '../embed/read-site-look';
import { SCOPED_BASE_STYLES } from '../ui/styles/scoped-base-styles.prebuilt';
import { registerChunk } from './chunk-registry';

registerChunk('styles', { baseStyles: SCOPED_BASE_STYLES, siteLookTokens, wireFormLook, readSiteLook });
