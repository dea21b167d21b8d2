import type { Messages } from '../en';

/** German (de). */
export const messages: Messages = {
  required: 'Bitte füllen Sie dieses Pflichtfeld aus.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalidEmailFormat: 'Die E-Mail-Adresse muss korrekt formatiert sein.',
  invalidNumber: 'Bitte geben Sie eine gültige Zahl ein.',
  invalidNumberRangeTooSmall: 'Bitte geben Sie eine Zahl ein, die größer oder gleich {min} ist.',
  invalidNumberRangeTooLarge: 'Bitte geben Sie eine Zahl ein, die kleiner oder gleich {max} ist.',
  missingOptionSelection: 'Bitte wählen Sie mindestens eine Option aus.',
  missingSelect: 'Bitte wählen Sie eine Option aus dem Dropdown-Menü aus.',
  forbiddenEmailDomain: 'Bitte geben Sie Ihre geschäftliche E-Mail-Adresse ein. Dieses Formular akzeptiert keine Adressen von {domain}.',
  manuallyBlockedEmailDomain: 'Bitte geben Sie eine andere E-Mail-Adresse ein. Dieses Formular akzeptiert keine Adressen von {domain}.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
  phoneInvalidCharacters: 'Darf nur Ziffern, +()-. und x enthalten.',
  numberOutOfRange: 'Die eingegebene Zahl liegt nicht im zulässigen Bereich.',
  textLimit: 'Bitte verwenden Sie weniger als {max} Zeichen.',
  inputTooLarge: 'Bitte verwenden Sie höchstens {max} Zeichen.',
  inputTooSmall: 'Bitte verwenden Sie mindestens {min} Zeichen.',
  invalidDomain: 'Bitte geben Sie einen gültigen Domainnamen ein und versuchen Sie es erneut.',
  valueNotInFieldDefintion: 'Bitte wählen Sie einen der vorgegebenen Werte aus.',
  fileTooLarge: 'Die ausgewählte Datei ist zu groß. Die maximal zulässige Größe beträgt 100 MB.',
  fileNotAttached: 'Diese Datei konnte nicht angehängt werden. Bitte wählen Sie sie erneut aus.',
  validatorNotAvailable: 'Dieses Feld kann gerade nicht geprüft werden. Bitte wenden Sie sich an den Betreiber der Website.',

  emailSuggestion: 'Meinten Sie {email}?',
  resubscribeMessage:
    'Sie haben sich offenbar von E-Mail-Mitteilungen abgemeldet. Klicken Sie hier, um eine E-Mail zu erhalten und sich wieder anzumelden.',
  emailOptIn: 'Bitte prüfen Sie Ihr E-Mail-Postfach, um sich wieder anzumelden.',

  errorSummaryTitle: 'Es ist ein Problem aufgetreten',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Bitte füllen Sie „{label}“ in {link} aus',
  pageErrorFix: 'Bitte korrigieren Sie „{label}“ in {link}',
  pageLink: 'Schritt {pageNumber}',
  requiredMarker: '(erforderlich)',

  SERVER_ERROR: 'Leider ist ein Fehler aufgetreten und das Formular wurde nicht gesendet. Bitte versuchen Sie es später erneut.',
  RECAPTCHA_VALIDATION_ERROR: 'Das Captcha konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
  MISSING_REQUIRED_FIELDS: 'Bitte füllen Sie alle Pflichtfelder aus.',
  OUT_OF_DATE: 'Dieses Formular ist nicht mehr aktuell. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  BLOCKED_EMAIL: 'Bitte ändern Sie Ihre E-Mail-Adresse, um fortzufahren.',
  SUBMISSION_NOT_ALLOWED: 'Dieses Formular kann nicht gesendet werden. Bitte wenden Sie sich an den Betreiber der Website.',
  DELETED: 'Dieses Formular ist nicht mehr aktiv. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  FORM_NOT_PUBLISHED: 'Dieses Formular ist nicht mehr aktiv. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  FILE_TOO_LARGE: 'Die ausgewählte Datei ist zu groß. Die maximal zulässige Größe beträgt 100 MB.',
  TOO_MANY_REQUESTS:
    'Beim Senden Ihres Formulars ist ein Problem aufgetreten. Bitte warten Sie einige Sekunden und versuchen Sie es erneut.',
  PORTAL_MIGRATION: 'Ihre Antwort wurde gesendet. Aufgrund von Systemwartungsarbeiten kann die Verarbeitung bis zu einem Tag dauern.',
  thankYou: 'Vielen Dank, dass Sie das Formular abgeschickt haben.',
  submitRetrying: 'Neuer Versuch …',

  submitText: 'Senden',
  nextText: 'Weiter',
  previousText: 'Zurück',
  fileChoose: 'Datei auswählen',
  fileChooseMany: 'Dateien auswählen',
  fileRemove: 'Entfernen',
  selectPlaceholder: 'Bitte auswählen',
  loading: 'Formular wird geladen',
  cookieReset: 'Nicht Sie? Klicken Sie hier, um die Angaben zurückzusetzen',
  viralLink: 'Erstellen Sie Ihr eigenes kostenloses Formular',
  stepIndicator: 'Schritt {currentPage} von {numberOfPages}',
  formTitle: 'Formular',

  countryCodeLabel: 'Ländervorwahl',
  ratingOption: '{value} von {max}',
  npsLowLabel: 'Überhaupt nicht wahrscheinlich',
  npsHighLabel: 'Äußerst wahrscheinlich',
  csatVeryUnsatisfied: 'Sehr unzufrieden',
  csatUnsatisfied: 'Unzufrieden',
  csatNeutral: 'Neutral',
  csatSatisfied: 'Zufrieden',
  csatVerySatisfied: 'Sehr zufrieden',

  missingFormTitle: 'Hier scheint ein Formular zu fehlen',
  missingFormMessage:
    'Das kann an einem Systemfehler liegen, daran, dass das Formular nie erstellt oder gelöscht wurde, oder daran, dass die URL oder die Formular-ID falsch ist.',
  formNotFoundMessage:
    'Dieses Formular wurde nicht gefunden. Möglicherweise wurde es gelöscht oder nie erstellt, oder die Formular-ID auf dieser Seite ist falsch.',
  invalidFormIdMessage:
    'Die Formular-ID auf dieser Seite ist ungültig, daher wurde das Formular nicht gefunden. Prüfen Sie den Einbettungscode.',
  invalidPortalIdMessage:
    'Die Portal-ID auf dieser Seite ist ungültig, daher wurde das Formular nicht gefunden. Prüfen Sie den Einbettungscode.',
  systemErrorMessage: 'Das Formular konnte aufgrund eines Systemfehlers nicht geladen werden. Bitte versuchen Sie es später erneut.',
  unfinishedFormTitle: 'Dieses Formular konnte nicht vollständig geladen werden',
  unfinishedFormMessage:
    'Es kann noch nicht gesendet werden. Ihre Eingaben bleiben in diesem Tab erhalten: Laden Sie die Seite neu, um es erneut zu versuchen.',
  nonEmbeddableTitle: 'Dieses Formular kann hier nicht angezeigt werden',
  nonEmbeddableMessage: 'Diese Art von Formular kann nicht in eine Seite eingebettet werden.',
  botBlockedTitle: 'Dieses Formular ist nicht verfügbar',
  botBlockedMessage:
    'Der Datenverkehr aus Ihrem Netzwerk wirkt automatisiert, daher wurde das Formular nicht geladen. Bitte versuchen Sie es über ein anderes Netzwerk erneut.',
  periodEndedTitle: 'Dieses Formular ist geschlossen',
  periodEndedMessage: 'Dieses Formular nimmt keine Antworten mehr entgegen.',
  rateLimitedTitle: 'Dieses Formular ist überlastet',
  rateLimitedMessage: 'Für dieses Formular wurden zu viele Anfragen gestellt. Bitte warten Sie einige Sekunden und laden Sie die Seite neu.',
};
