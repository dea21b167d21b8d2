/** A region of the phone field's country dropdown. */
export interface Country {
  /** ISO 3166-1 alpha-2 region code (and XK, Kosovo, which phone pickers list too). */
  code: string;
  /** International dial code with its plus sign. */
  dial: string;
}


/**
 * Every region with an ITU dial code, in as few bytes as embed.js can carry them (names are not
 * shipped: they come from `Intl.DisplayNames` in the form's language). The string holds the
 * dial codes in ascending order, each written as its step up from the previous one, followed by
 * the regions that dial it: `1USCA…6RUKZ13EG` is +1 US, CA, …; +7 RU, KZ; +20 EG. Regions sharing
 * a code are tied by this order when no country is preferred, so each code's usual owner comes
 * first (US for +1, RU for +7, GB for +44, …). test/core/phone/countries.test.ts holds the same
 * list in plain words: change both together.
 */
const ENCODED =
  '1USCAAGAIASBBBMBSDMDOGDGUJMKNKYLCMPMSPRSXTCTTVCVGVI6RUKZ13EG7ZA3GR1NL1BE1FR1ES2HU3ITVA1RO1CH2AT1GBGGIMJE1DK1SE1NOSJ1PL1DE' +
  '2PE1MX1CU1AR1BR1CL1CO1VE2MY1AUCCCX1ID1PH1NZ1SG1TH15JP1KR2VN2CN4TR1IN1PK1AF1LK1MM3IR' +
  '113SS1MAEH1DZ3TN2LY2GM1SN1MR1ML1GN1CI1BF1NE1TG1BJ1MU1LR1SL1GH1NG1TD1CF1CM1CV1ST1GQ1GA1CG1CD1AO1GW1IO2SC1SD1RW1ET1SO1DJ1KE1TZ1UG1BI1MZ2ZM1MG1REYT1ZW1NA1MW1LS1BW1SZ1KM21SH1ER6AW1FO1GL' +
  '51GI1PT1LU1IE1IS1AL1MT1CY1FIAX1BG11LT1LV1EE1MD1AM1BY1AD1MC1SM2UA1RS1ME1XK2HR1SI1BA2MK' +
  '31CZ1SK2LI' +
  '77FK1BZ1GT1SV1HN1NI1CR1PA1PM1HT81GPBLMF1BO1GY1EC1GF1PY1MQ1SR1UY1CWBQ' +
  '71TL2NF1BN1NR1PG1TO1SB1VU1FJ1PW1WF1CK1NU2WS1KI1NC1TV1PF1TK1FM1MH' +
  '158KP2HK1MO2KH1LA24BD6TW' +
  '74MV1LB1JO1SY1IQ1KW1SA1YE1OM2PS1AE1IL1BH1QA1BT1MN1NP15TJ1TM1AZ1GE1KG2UZ';

/** Reads the encoding of `ENCODED`: `'1USCA6RU'` → US +1, CA +1, RU +7. */
export function parseCountries(encoded: string): Country[] {
  const list: Country[] = [];
  let dial = 0;
  // A token is a step up to the next dial code (digits sort before letters) or a region dialling the current one.
  for (const token of encoded.match(/\d+|[A-Z]{2}/g) ?? []) {
    if (token < 'A') dial += Number(token);
    else list.push({ code: token, dial: `+${dial}` });
  }
  return list;
}

let parsed: readonly Country[] | undefined;

/** Every region of the dropdown, parsed on first use (most forms have no phone field). */
export function countries(): readonly Country[] {
  return (parsed ??= parseCountries(ENCODED));
}
