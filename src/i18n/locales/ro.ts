import type { Messages } from '../en';

/** Romanian (ro). */
export const messages: Messages = {
  required: 'Completați acest câmp obligatoriu.',
  invalidEmail: 'Introduceți o adresă de e-mail validă.',
  invalidEmailFormat: 'Adresa de e-mail trebuie să aibă un format corect.',
  invalidNumber: 'Introduceți un număr valid.',
  invalidNumberRangeTooSmall: 'Introduceți un număr mai mare sau egal cu {min}.',
  invalidNumberRangeTooLarge: 'Introduceți un număr mai mic sau egal cu {max}.',
  missingOptionSelection: 'Selectați cel puțin o opțiune.',
  missingSelect: 'Selectați o opțiune din meniul derulant.',
  forbiddenEmailDomain:
    'Introduceți adresa de e-mail profesională. Acest formular nu acceptă adrese din domeniul {domain}.',
  manuallyBlockedEmailDomain: 'Introduceți o altă adresă de e-mail. Acest formular nu acceptă adrese din domeniul {domain}.',
  invalidDate: 'Introduceți o dată validă.',
  phoneInvalidCharacters: 'Poate conține doar cifre, +()-. și x.',
  numberOutOfRange: 'Numărul introdus nu se încadrează în intervalul permis.',
  textLimit: 'Numărul de caractere trebuie să fie mai mic de {max}.',
  inputTooLarge: 'Numărul de caractere nu poate depăși {max}.',
  inputTooSmall: 'Numărul de caractere trebuie să fie de cel puțin {min}.',
  invalidDomain: 'Introduceți un nume de domeniu valid și încercați din nou.',
  valueNotInFieldDefintion: 'Alegeți una dintre valorile disponibile.',
  fileTooLarge: 'Fișierul selectat este prea mare. Dimensiunea maximă permisă este de 100 MB.',
  fileNotAttached: 'Acest fișier nu a putut fi atașat. Alegeți-l din nou.',
  validatorNotAvailable: 'Acest câmp nu poate fi verificat momentan. Contactați proprietarul site-ului.',

  emailSuggestion: 'Ați vrut să scrieți {email}?',
  resubscribeMessage:
    'Se pare că v-ați dezabonat de la comunicările prin e-mail. Faceți clic aici pentru a primi un e-mail și a vă reabona.',
  emailOptIn: 'Verificați-vă e-mailul pentru a vă reabona.',

  errorSummaryTitle: 'A apărut o problemă',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Completați „{label}” la {link}',
  pageErrorFix: 'Corectați „{label}” la {link}',
  pageLink: 'Pasul {pageNumber}',
  requiredMarker: '(obligatoriu)',

  SERVER_ERROR: 'Ne pare rău, a apărut o eroare și formularul nu a fost trimis. Încercați din nou mai târziu.',
  RECAPTCHA_VALIDATION_ERROR: 'Validarea Captcha nu a reușit. Încercați din nou.',
  MISSING_REQUIRED_FIELDS: 'Completați toate câmpurile obligatorii.',
  OUT_OF_DATE: 'Acest formular nu mai este actual. Reîmprospătați pagina și încercați din nou.',
  BLOCKED_EMAIL: 'Pentru a continua, modificați adresa de e-mail.',
  SUBMISSION_NOT_ALLOWED: 'Acest formular nu poate fi trimis. Contactați proprietarul site-ului.',
  DELETED: 'Acest formular nu mai este activ. Reîmprospătați pagina și încercați din nou.',
  FORM_NOT_PUBLISHED: 'Acest formular nu mai este activ. Reîmprospătați pagina și încercați din nou.',
  FILE_TOO_LARGE: 'Fișierul selectat este prea mare. Dimensiunea maximă permisă este de 100 MB.',
  TOO_MANY_REQUESTS: 'A apărut o problemă la trimiterea formularului. Așteptați câteva secunde și încercați din nou.',
  PORTAL_MIGRATION:
    'Răspunsul dumneavoastră a fost trimis. Din cauza lucrărilor de întreținere a sistemului, procesarea poate dura până la o zi.',
  thankYou: 'Vă mulțumim că ați trimis formularul.',
  submitRetrying: 'Se încearcă din nou…',

  submitText: 'Trimiteți',
  nextText: 'Înainte',
  previousText: 'Înapoi',
  fileChoose: 'Alegeți fișierul',
  fileChooseMany: 'Alegeți fișierele',
  fileRemove: 'Eliminați',
  selectPlaceholder: 'Selectați',
  loading: 'Se încarcă formularul',
  cookieReset: 'Nu sunteți dumneavoastră? Faceți clic aici pentru resetare',
  viralLink: 'Creați-vă propriul formular gratuit',
  stepIndicator: 'Pasul {currentPage} din {numberOfPages}',
  formTitle: 'Formular',

  countryCodeLabel: 'Prefixul țării',
  ratingOption: '{value} din {max}',
  npsLowLabel: 'Deloc probabil',
  npsHighLabel: 'Extrem de probabil',
  csatVeryUnsatisfied: 'Foarte nemulțumit',
  csatUnsatisfied: 'Nemulțumit',
  csatNeutral: 'Neutru',
  csatSatisfied: 'Mulțumit',
  csatVerySatisfied: 'Foarte mulțumit',

  missingFormTitle: 'Se pare că aici lipsește un formular',
  missingFormMessage:
    'Cauza poate fi o eroare de sistem, faptul că formularul nu a fost creat niciodată sau a fost șters ori faptul că adresa URL sau ID-ul formularului este greșit.',
  formNotFoundMessage:
    'Acest formular nu a fost găsit. Este posibil să fi fost șters sau să nu fi fost creat niciodată ori ID-ul formularului de pe această pagină este greșit.',
  invalidFormIdMessage:
    'ID-ul formularului de pe această pagină nu este valid, așa că formularul nu a fost găsit. Verificați codul de încorporare.',
  invalidPortalIdMessage:
    'ID-ul portalului de pe această pagină nu este valid, așa că formularul nu a fost găsit. Verificați codul de încorporare.',
  systemErrorMessage: 'Formularul nu a putut fi încărcat din cauza unei erori de sistem. Încercați din nou mai târziu.',
  unfinishedFormTitle: 'Acest formular nu s-a putut încărca complet',
  unfinishedFormMessage: 'Nu poate fi trimis încă. Ce ați scris este păstrat în această filă: reîncărcați pagina pentru a încerca din nou.',
  nonEmbeddableTitle: 'Acest formular nu poate fi afișat aici',
  nonEmbeddableMessage: 'Acest tip de formular nu poate fi încorporat într-o pagină.',
  botBlockedTitle: 'Acest formular nu este disponibil',
  botBlockedMessage:
    'Traficul din rețeaua dumneavoastră pare automatizat, așa că formularul nu a fost încărcat. Încercați din nou dintr-o altă rețea.',
  periodEndedTitle: 'Acest formular este închis',
  periodEndedMessage: 'Acest formular nu mai acceptă răspunsuri.',
  rateLimitedTitle: 'Acest formular este suprasolicitat',
  rateLimitedMessage:
    'Au fost trimise prea multe solicitări pentru acest formular. Așteptați câteva secunde și reîncărcați pagina.',
};
