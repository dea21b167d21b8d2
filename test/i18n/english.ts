import { en, type Messages } from '../../src/i18n/en';
import { enLater } from '../../src/i18n/en-later';

/** The whole English catalogue: embed.js's part and the part that comes with the calls part. */
export const english: Messages = { ...en, ...enLater };
