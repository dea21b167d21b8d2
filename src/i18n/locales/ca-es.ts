import type { Messages } from '../en';

/** Catalan, Spain (ca-es). */
export const messages: Messages = {
  required: 'Empleneu aquest camp obligatori.',
  invalidEmail: 'Introduïu una adreça electrònica vàlida.',
  invalidEmailFormat: "L'adreça electrònica ha de tenir un format correcte.",
  invalidNumber: 'Introduïu un número vàlid.',
  invalidNumberRangeTooSmall: 'Introduïu un número més gran o igual que {min}.',
  invalidNumberRangeTooLarge: 'Introduïu un número més petit o igual que {max}.',
  missingOptionSelection: 'Seleccioneu almenys una opció.',
  missingSelect: 'Seleccioneu una opció del menú desplegable.',
  forbiddenEmailDomain:
    'Introduïu la vostra adreça electrònica professional. Aquest formulari no accepta adreces de {domain}.',
  manuallyBlockedEmailDomain: 'Introduïu una altra adreça electrònica. Aquest formulari no accepta adreces de {domain}.',
  invalidDate: 'Introduïu una data vàlida.',
  phoneInvalidCharacters: 'Només pot contenir números, +()-. i x.',
  numberOutOfRange: "El número que heu introduït no és dins de l'interval permès.",
  textLimit: 'Utilitzeu menys de {max} caràcters.',
  inputTooLarge: 'Utilitzeu {max} caràcters com a màxim.',
  inputTooSmall: 'Utilitzeu almenys {min} caràcters.',
  invalidDomain: 'Introduïu un nom de domini vàlid i torneu-ho a provar.',
  valueNotInFieldDefintion: 'Trieu un dels valors proporcionats.',
  fileTooLarge: 'El fitxer seleccionat és massa gran. La mida màxima permesa és de 100 MB.',
  fileNotAttached: "No s'ha pogut adjuntar aquest fitxer. Torneu-lo a triar.",
  validatorNotAvailable:
    'Ara mateix no es pot comprovar aquest camp. Poseu-vos en contacte amb el propietari del lloc web.',

  emailSuggestion: 'Volíeu dir {email}?',
  resubscribeMessage:
    'Sembla que us heu donat de baixa de les comunicacions per correu electrònic. Feu clic aquí per rebre un correu i tornar-vos a subscriure.',
  emailOptIn: 'Consulteu el vostre correu electrònic per tornar-vos a subscriure.',

  errorSummaryTitle: 'Hi ha un problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Empleneu «{label}» al {link}',
  pageErrorFix: 'Corregiu «{label}» al {link}',
  pageLink: 'pas {pageNumber}',
  requiredMarker: '(obligatori)',

  SERVER_ERROR: "Ho sentim, s'ha produït un error i no s'ha enviat el formulari. Torneu-ho a provar més tard.",
  RECAPTCHA_VALIDATION_ERROR: "No s'ha pogut validar el captcha. Torneu-ho a provar.",
  MISSING_REQUIRED_FIELDS: 'Empleneu tots els camps obligatoris.',
  OUT_OF_DATE: 'Aquest formulari ja no està actualitzat. Actualitzeu la pàgina i torneu-ho a provar.',
  BLOCKED_EMAIL: 'Canvieu la vostra adreça electrònica per continuar.',
  SUBMISSION_NOT_ALLOWED: 'Aquest formulari no es pot enviar. Poseu-vos en contacte amb el propietari del lloc web.',
  DELETED: 'Aquest formulari ja no està actiu. Actualitzeu la pàgina i torneu-ho a provar.',
  FORM_NOT_PUBLISHED: 'Aquest formulari ja no està actiu. Actualitzeu la pàgina i torneu-ho a provar.',
  FILE_TOO_LARGE: 'El fitxer seleccionat és massa gran. La mida màxima permesa és de 100 MB.',
  TOO_MANY_REQUESTS: 'Hi ha hagut un problema en enviar el formulari. Espereu uns segons i torneu-ho a provar.',
  PORTAL_MIGRATION:
    "S'ha enviat la vostra resposta. A causa de tasques de manteniment del sistema, el processament pot trigar fins a un dia.",
  thankYou: 'Gràcies per enviar el formulari.',
  submitRetrying: "S'està tornant a provar…",

  submitText: 'Envia',
  nextText: 'Següent',
  previousText: 'Anterior',
  fileChoose: 'Tria un fitxer',
  fileChooseMany: 'Tria fitxers',
  fileRemove: 'Elimina',
  selectPlaceholder: 'Seleccioneu una opció',
  loading: "S'està carregant el formulari",
  cookieReset: 'No sou vós? Feu clic aquí per restablir-ho',
  viralLink: 'Creeu el vostre formulari gratuït',
  stepIndicator: 'Pas {currentPage} de {numberOfPages}',
  formTitle: 'Formulari',

  countryCodeLabel: 'Prefix del país',
  ratingOption: '{value} de {max}',
  npsLowLabel: 'Gens probable',
  npsHighLabel: 'Extremadament probable',
  csatVeryUnsatisfied: 'Molt insatisfet',
  csatUnsatisfied: 'Insatisfet',
  csatNeutral: 'Neutral',
  csatSatisfied: 'Satisfet',
  csatVerySatisfied: 'Molt satisfet',

  missingFormTitle: 'Sembla que aquí hi falta un formulari',
  missingFormMessage:
    "Pot ser a causa d'un error del sistema, perquè el formulari no s'ha creat mai o s'ha suprimit, o perquè l'URL o l'identificador del formulari són incorrectes.",
  formNotFoundMessage:
    "No s'ha trobat aquest formulari. Pot ser que s'hagi suprimit o que no s'hagi creat mai, o que l'identificador del formulari d'aquesta pàgina sigui incorrecte.",
  invalidFormIdMessage:
    "L'identificador del formulari d'aquesta pàgina no és vàlid, per això no s'ha trobat el formulari. Comproveu el codi d'inserció.",
  invalidPortalIdMessage:
    "L'identificador del portal d'aquesta pàgina no és vàlid, per això no s'ha trobat el formulari. Comproveu el codi d'inserció.",
  systemErrorMessage: "No s'ha pogut carregar el formulari a causa d'un error del sistema. Torneu-ho a provar més tard.",
  unfinishedFormTitle: "Aquest formulari no s'ha pogut acabar de carregar",
  unfinishedFormMessage:
    'Encara no es pot enviar. El que heu escrit es conserva en aquesta pestanya: torneu a carregar la pàgina per tornar-ho a provar.',
  nonEmbeddableTitle: 'Aquest formulari no es pot mostrar aquí',
  nonEmbeddableMessage: 'Aquest tipus de formulari no es pot inserir en una pàgina.',
  botBlockedTitle: 'Aquest formulari no està disponible',
  botBlockedMessage:
    "El trànsit de la vostra xarxa sembla automatitzat, per això no s'ha carregat el formulari. Torneu-ho a provar des d'una altra xarxa.",
  periodEndedTitle: 'Aquest formulari està tancat',
  periodEndedMessage: 'Aquest formulari ja no accepta respostes.',
  rateLimitedTitle: 'Aquest formulari està saturat',
  rateLimitedMessage: "S'han fet massa sol·licituds per a aquest formulari. Espereu uns segons i torneu a carregar la pàgina.",
};
