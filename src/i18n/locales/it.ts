import type { Messages } from '../en';

/** Italian (it). */
export const messages: Messages = {
  required: 'Compilare questo campo obbligatorio.',
  invalidEmail: 'Inserire un indirizzo email valido.',
  invalidEmailFormat: "L'indirizzo email deve essere in un formato corretto.",
  invalidNumber: 'Inserire un numero valido.',
  invalidNumberRangeTooSmall: 'Inserire un numero maggiore o uguale a {min}.',
  invalidNumberRangeTooLarge: 'Inserire un numero minore o uguale a {max}.',
  missingOptionSelection: "Selezionare almeno un'opzione.",
  missingSelect: "Selezionare un'opzione dal menu a discesa.",
  forbiddenEmailDomain: "Inserire l'indirizzo email aziendale. Questo modulo non accetta indirizzi del dominio {domain}.",
  manuallyBlockedEmailDomain: 'Inserire un indirizzo email diverso. Questo modulo non accetta indirizzi del dominio {domain}.',
  invalidDate: 'Inserire una data valida.',
  phoneInvalidCharacters: 'Può contenere solo numeri, +()-. e x.',
  numberOutOfRange: "Il numero inserito non rientra nell'intervallo consentito.",
  textLimit: 'Utilizzare meno di {max} caratteri.',
  inputTooLarge: 'Utilizzare al massimo {max} caratteri.',
  inputTooSmall: 'Utilizzare almeno {min} caratteri.',
  invalidDomain: 'Inserire un nome di dominio valido e riprovare.',
  valueNotInFieldDefintion: 'Scegliere uno dei valori proposti.',
  fileTooLarge: 'Il file selezionato è troppo grande. La dimensione massima consentita è 100 MB.',
  fileNotAttached: 'Non è stato possibile allegare questo file. Selezionalo di nuovo.',
  validatorNotAvailable: 'Al momento non è possibile verificare questo campo. Contattare il proprietario del sito.',

  emailSuggestion: 'Forse intendeva {email}?',
  resubscribeMessage:
    "Risulta che l'iscrizione alle comunicazioni via email è stata annullata. Fare clic qui per ricevere un'email e riattivarla.",
  emailOptIn: "Controllare la propria casella email per riattivare l'iscrizione.",

  errorSummaryTitle: 'Si è verificato un problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Completare “{label}” nel {link}',
  pageErrorFix: 'Correggere “{label}” nel {link}',
  pageLink: 'Passaggio {pageNumber}',
  requiredMarker: '(obbligatorio)',

  SERVER_ERROR: 'Siamo spiacenti, si è verificato un errore e il modulo non è stato inviato. Riprovare più tardi.',
  RECAPTCHA_VALIDATION_ERROR: 'Convalida del captcha non riuscita. Riprovare.',
  MISSING_REQUIRED_FIELDS: 'Compilare tutti i campi obbligatori.',
  OUT_OF_DATE: 'Questo modulo non è più aggiornato. Aggiornare la pagina e riprovare.',
  BLOCKED_EMAIL: "Per continuare, modificare l'indirizzo email.",
  SUBMISSION_NOT_ALLOWED: 'Non è possibile inviare questo modulo. Contattare il proprietario del sito.',
  DELETED: 'Questo modulo non è più attivo. Aggiornare la pagina e riprovare.',
  FORM_NOT_PUBLISHED: 'Questo modulo non è più attivo. Aggiornare la pagina e riprovare.',
  FILE_TOO_LARGE: 'Il file selezionato è troppo grande. La dimensione massima consentita è 100 MB.',
  TOO_MANY_REQUESTS: "Si è verificato un problema durante l'invio del modulo. Attendere qualche secondo e riprovare.",
  PORTAL_MIGRATION:
    "La risposta è stata inviata. A causa di interventi di manutenzione del sistema, l'elaborazione potrebbe richiedere fino a un giorno.",
  thankYou: 'Grazie per aver inviato il modulo.',
  submitRetrying: 'Nuovo tentativo in corso…',

  submitText: 'Invia',
  nextText: 'Avanti',
  previousText: 'Indietro',
  fileChoose: 'Scegli file',
  fileChooseMany: 'Scegli file',
  fileRemove: 'Rimuovi',
  selectPlaceholder: 'Selezionare',
  loading: 'Caricamento del modulo',
  cookieReset: 'Non è Lei? Fare clic qui per reimpostare',
  viralLink: 'Creare un modulo gratuito',
  stepIndicator: 'Passaggio {currentPage} di {numberOfPages}',
  formTitle: 'Modulo',

  countryCodeLabel: 'Prefisso internazionale',
  ratingOption: '{value} su {max}',
  npsLowLabel: 'Per niente probabile',
  npsHighLabel: 'Estremamente probabile',
  csatVeryUnsatisfied: 'Molto insoddisfatto',
  csatUnsatisfied: 'Insoddisfatto',
  csatNeutral: 'Neutrale',
  csatSatisfied: 'Soddisfatto',
  csatVerySatisfied: 'Molto soddisfatto',

  missingFormTitle: 'Sembra che qui manchi un modulo',
  missingFormMessage:
    "Il motivo potrebbe essere un errore di sistema, il modulo potrebbe non essere mai stato creato o essere stato eliminato, oppure l'URL o l'ID del modulo potrebbero essere errati.",
  formNotFoundMessage:
    "Impossibile trovare questo modulo. Potrebbe essere stato eliminato o non essere mai stato creato, oppure l'ID del modulo in questa pagina è errato.",
  invalidFormIdMessage:
    "L'ID del modulo in questa pagina non è valido, quindi non è stato possibile trovare il modulo. Verificare il codice di incorporamento.",
  invalidPortalIdMessage:
    "L'ID del portale in questa pagina non è valido, quindi non è stato possibile trovare il modulo. Verificare il codice di incorporamento.",
  systemErrorMessage: 'Non è stato possibile caricare il modulo a causa di un errore di sistema. Riprovare più tardi.',
  unfinishedFormTitle: 'Non è stato possibile completare il caricamento del modulo',
  unfinishedFormMessage:
    'Non può ancora essere inviato. Quanto digitato viene conservato in questa scheda: ricaricare la pagina per riprovare.',
  nonEmbeddableTitle: 'Questo modulo non può essere visualizzato qui',
  nonEmbeddableMessage: 'Questo tipo di modulo non può essere incorporato in una pagina.',
  botBlockedTitle: 'Questo modulo non è disponibile',
  botBlockedMessage:
    "Il traffico proveniente dalla rete in uso sembra automatizzato, pertanto il modulo non è stato caricato. Riprovare da un'altra rete.",
  periodEndedTitle: 'Questo modulo è chiuso',
  periodEndedMessage: 'Questo modulo non accetta più risposte.',
  rateLimitedTitle: 'Questo modulo è momentaneamente sovraccarico',
  rateLimitedMessage:
    'Sono state effettuate troppe richieste per questo modulo. Attendere qualche secondo e ricaricare la pagina.',
};
