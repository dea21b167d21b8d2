import { siteLookTokens } from '../../src/core/style/site-look';
import { registerChunk } from '../../src/lazy/chunk-registry';
import { SCOPED_BASE_STYLES } from '../../src/ui/styles/scoped-base-styles.prebuilt';

// Forms under test render as if embed-styles.js had arrived (a form waits for it);
// test/ui/styles/BaseStylesGate.test.tsx checks what shows before it does.
registerChunk('styles', { baseStyles: SCOPED_BASE_STYLES, siteLookTokens });
