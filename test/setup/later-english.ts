import { enLater, enLaterUntranslated } from '../../src/i18n/en-later';
import { registerLaterEnglish } from '../../src/lazy/chunk-registry';

// Components and stores under test render as if the calls part had arrived, as it has whenever
// they show its wording; test/i18n/translate.test.ts checks the wording before it arrives.
registerLaterEnglish({ ...enLater, ...enLaterUntranslated });
