import type { Messages } from '../en';

/** Hungarian (hu). Placeholders are kept away from suffixes and articles, which depend on the inserted word. */
export const messages: Messages = {
  required: 'Kérjük, töltse ki ezt a kötelező mezőt.',
  invalidEmail: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
  invalidEmailFormat: 'Az e-mail-címnek megfelelő formátumúnak kell lennie.',
  invalidNumber: 'Kérjük, adjon meg egy érvényes számot.',
  invalidNumberRangeTooSmall: 'Kérjük, olyan számot adjon meg, amely nagyobb vagy egyenlő, mint {min}.',
  invalidNumberRangeTooLarge: 'Kérjük, olyan számot adjon meg, amely kisebb vagy egyenlő, mint {max}.',
  missingOptionSelection: 'Kérjük, válasszon legalább egy lehetőséget.',
  missingSelect: 'Kérjük, válasszon egy lehetőséget a legördülő menüből.',
  forbiddenEmailDomain:
    'Kérjük, adja meg munkahelyi e-mail-címét. Ez az űrlap nem fogad el címeket a következő domainről: {domain}.',
  manuallyBlockedEmailDomain:
    'Kérjük, adjon meg egy másik e-mail-címet. Ez az űrlap nem fogad el címeket a következő domainről: {domain}.',
  invalidDate: 'Kérjük, adjon meg egy érvényes dátumot.',
  phoneInvalidCharacters: 'Csak számjegyeket, a +()-. karaktereket és az x betűt tartalmazhatja.',
  numberOutOfRange: 'A megadott szám nem esik az engedélyezett tartományba.',
  textLimit: 'Kérjük, {max} karakternél kevesebbet használjon.',
  inputTooLarge: 'Kérjük, legfeljebb {max} karaktert használjon.',
  inputTooSmall: 'Kérjük, legalább {min} karaktert használjon.',
  invalidDomain: 'Kérjük, adjon meg egy érvényes domainnevet, majd próbálja újra.',
  valueNotInFieldDefintion: 'Kérjük, válasszon a megadott értékek közül.',
  fileTooLarge: 'A kiválasztott fájl túl nagy. A megengedett legnagyobb méret 100 MB.',
  fileNotAttached: 'Ezt a fájlt nem sikerült csatolni. Kérjük, válassza ki újra.',
  validatorNotAvailable: 'Ez a mező most nem ellenőrizhető. Kérjük, forduljon a webhely tulajdonosához.',

  emailSuggestion: 'Erre gondolt: {email}?',
  resubscribeMessage:
    'Úgy tűnik, Ön leiratkozott az e-mailes értesítésekről. Kattintson ide, hogy kapjon egy e-mailt, amellyel újra feliratkozhat.',
  emailOptIn: 'Kérjük, ellenőrizze e-mail-fiókját az újbóli feliratkozáshoz.',

  errorSummaryTitle: 'Hiba történt',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Kérjük, töltse ki ezt a mezőt: „{label}” ({link})',
  pageErrorFix: 'Kérjük, javítsa ezt a mezőt: „{label}” ({link})',
  pageLink: '{pageNumber}. lépés',
  requiredMarker: '(kötelező)',

  SERVER_ERROR: 'Sajnáljuk, hiba történt, és az űrlapot nem sikerült elküldeni. Kérjük, próbálja újra később.',
  RECAPTCHA_VALIDATION_ERROR: 'A Captcha ellenőrzése nem sikerült. Kérjük, próbálja újra.',
  MISSING_REQUIRED_FIELDS: 'Kérjük, töltse ki az összes kötelező mezőt.',
  OUT_OF_DATE: 'Ez az űrlap már nem aktuális. Kérjük, frissítse az oldalt, és próbálja újra.',
  BLOCKED_EMAIL: 'A folytatáshoz kérjük, módosítsa e-mail-címét.',
  SUBMISSION_NOT_ALLOWED: 'Ez az űrlap nem küldhető el. Kérjük, forduljon a webhely tulajdonosához.',
  DELETED: 'Ez az űrlap már nem aktív. Kérjük, frissítse az oldalt, és próbálja újra.',
  FORM_NOT_PUBLISHED: 'Ez az űrlap már nem aktív. Kérjük, frissítse az oldalt, és próbálja újra.',
  FILE_TOO_LARGE: 'A kiválasztott fájl túl nagy. A megengedett legnagyobb méret 100 MB.',
  TOO_MANY_REQUESTS: 'Probléma merült fel az űrlap elküldésekor. Kérjük, várjon néhány másodpercet, és próbálja újra.',
  PORTAL_MIGRATION: 'Válaszát rögzítettük. Rendszerkarbantartási munkálatok miatt a feldolgozás akár egy napig is eltarthat.',
  thankYou: 'Köszönjük, hogy kitöltötte az űrlapot.',
  submitRetrying: 'Újrapróbálkozás…',

  submitText: 'Küldés',
  nextText: 'Tovább',
  previousText: 'Vissza',
  fileChoose: 'Fájl kiválasztása',
  fileChooseMany: 'Fájlok kiválasztása',
  fileRemove: 'Eltávolítás',
  selectPlaceholder: 'Kérjük, válasszon',
  loading: 'Űrlap betöltése',
  cookieReset: 'Nem Ön az? Kattintson ide a visszaállításhoz',
  viralLink: 'Hozza létre saját ingyenes űrlapját',
  stepIndicator: 'Lépés: {currentPage}/{numberOfPages}',
  formTitle: 'Űrlap',

  countryCodeLabel: 'Országkód',
  ratingOption: '{value}/{max}',
  npsLowLabel: 'Egyáltalán nem valószínű',
  npsHighLabel: 'Rendkívül valószínű',
  csatVeryUnsatisfied: 'Nagyon elégedetlen',
  csatUnsatisfied: 'Elégedetlen',
  csatNeutral: 'Semleges',
  csatSatisfied: 'Elégedett',
  csatVerySatisfied: 'Nagyon elégedett',

  missingFormTitle: 'Úgy tűnik, itt hiányzik egy űrlap',
  missingFormMessage:
    'Ennek oka lehet rendszerhiba, az, hogy az űrlapot soha nem hozták létre vagy törölték, illetve hibás URL-cím vagy űrlapazonosító.',
  formNotFoundMessage:
    'Ez az űrlap nem található. Lehet, hogy törölték vagy soha nem hozták létre, vagy hibás az oldalon megadott űrlapazonosító.',
  invalidFormIdMessage:
    'Az oldalon megadott űrlapazonosító érvénytelen, ezért az űrlap nem található. Ellenőrizze a beágyazási kódot.',
  invalidPortalIdMessage:
    'Az oldalon megadott portálazonosító érvénytelen, ezért az űrlap nem található. Ellenőrizze a beágyazási kódot.',
  systemErrorMessage: 'Az űrlapot rendszerhiba miatt nem sikerült betölteni. Kérjük, próbálja újra később.',
  unfinishedFormTitle: 'Ezt az űrlapot nem sikerült teljesen betölteni',
  unfinishedFormMessage: 'Még nem küldhető el. Amit beírt, megmarad ezen a lapon: töltse be újra az oldalt, és próbálja újra.',
  nonEmbeddableTitle: 'Ez az űrlap itt nem jeleníthető meg',
  nonEmbeddableMessage: 'Ez az űrlaptípus nem ágyazható be oldalba.',
  botBlockedTitle: 'Ez az űrlap nem érhető el',
  botBlockedMessage:
    'Az Ön hálózatáról érkező forgalom automatizáltnak tűnik, ezért az űrlap nem töltődött be. Kérjük, próbálja újra egy másik hálózatról.',
  periodEndedTitle: 'Ez az űrlap lezárult',
  periodEndedMessage: 'Ez az űrlap már nem fogad válaszokat.',
  rateLimitedTitle: 'Ez az űrlap túlterhelt',
  rateLimitedMessage:
    'Túl sok kérés érkezett ehhez az űrlaphoz. Kérjük, várjon néhány másodpercet, majd töltse be újra az oldalt.',
};
