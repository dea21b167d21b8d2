// Forms under test render as if embed-styles.js had arrived (a form waits for it): its entry
// registers it. test/ui/styles/BaseStylesGate.test.tsx checks what shows before it does.
import '../../src/lazy/styles-chunk';
