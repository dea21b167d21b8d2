import type { Messages } from '../en';

/** Dutch (nl). */
export const messages: Messages = {
  required: 'Vul dit verplichte veld in.',
  invalidEmail: 'Voer een geldig e-mailadres in.',
  invalidEmailFormat: 'Het e-mailadres moet correct zijn opgemaakt.',
  invalidNumber: 'Voer een geldig getal in.',
  invalidNumberRangeTooSmall: 'Voer een getal in dat groter dan of gelijk aan {min} is.',
  invalidNumberRangeTooLarge: 'Voer een getal in dat kleiner dan of gelijk aan {max} is.',
  missingOptionSelection: 'Selecteer ten minste één optie.',
  missingSelect: 'Selecteer een optie in het vervolgkeuzemenu.',
  forbiddenEmailDomain: 'Voer uw zakelijke e-mailadres in. Dit formulier accepteert geen adressen van {domain}.',
  manuallyBlockedEmailDomain: 'Voer een ander e-mailadres in. Dit formulier accepteert geen adressen van {domain}.',
  invalidDate: 'Voer een geldige datum in.',
  phoneInvalidCharacters: 'Mag alleen cijfers, +()-. en x bevatten.',
  numberOutOfRange: 'Het ingevoerde getal valt buiten het toegestane bereik.',
  textLimit: 'Gebruik minder dan {max} tekens.',
  inputTooLarge: 'Gebruik niet meer dan {max} tekens.',
  inputTooSmall: 'Gebruik ten minste {min} tekens.',
  invalidDomain: 'Voer een geldige domeinnaam in en probeer het opnieuw.',
  valueNotInFieldDefintion: 'Kies een van de aangeboden waarden.',
  fileTooLarge: 'Het geselecteerde bestand is te groot. De maximaal toegestane grootte is 100 MB.',
  fileNotAttached: 'Dit bestand kon niet worden bijgevoegd. Kies het opnieuw.',
  validatorNotAvailable: 'Dit veld kan op dit moment niet worden gecontroleerd. Neem contact op met de eigenaar van de website.',

  emailSuggestion: 'Bedoelde u {email}?',
  resubscribeMessage:
    'Het lijkt erop dat u zich hebt afgemeld voor e-mailcommunicatie. Klik hier om een e-mail te ontvangen en u opnieuw aan te melden.',
  emailOptIn: 'Controleer uw e-mail om u opnieuw aan te melden.',

  errorSummaryTitle: 'Er is een probleem',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Vul ‘{label}’ in bij {link}',
  pageErrorFix: 'Corrigeer ‘{label}’ bij {link}',
  pageLink: 'Stap {pageNumber}',
  requiredMarker: '(verplicht)',

  SERVER_ERROR: 'Er is helaas iets misgegaan en het formulier is niet verzonden. Probeer het later opnieuw.',
  RECAPTCHA_VALIDATION_ERROR: 'De captcha kon niet worden gevalideerd. Probeer het opnieuw.',
  MISSING_REQUIRED_FIELDS: 'Vul alle verplichte velden in.',
  OUT_OF_DATE: 'Dit formulier is niet meer actueel. Vernieuw de pagina en probeer het opnieuw.',
  BLOCKED_EMAIL: 'Wijzig uw e-mailadres om door te gaan.',
  SUBMISSION_NOT_ALLOWED: 'Dit formulier kan niet worden verzonden. Neem contact op met de eigenaar van de website.',
  DELETED: 'Dit formulier is niet meer actief. Vernieuw de pagina en probeer het opnieuw.',
  FORM_NOT_PUBLISHED: 'Dit formulier is niet meer actief. Vernieuw de pagina en probeer het opnieuw.',
  FILE_TOO_LARGE: 'Het geselecteerde bestand is te groot. De maximaal toegestane grootte is 100 MB.',
  TOO_MANY_REQUESTS:
    'Er is een probleem opgetreden bij het verzenden van uw formulier. Wacht een paar seconden en probeer het opnieuw.',
  PORTAL_MIGRATION:
    'Uw antwoord is verzonden. Vanwege systeemonderhoud kan het tot een dag duren voordat de verwerking is voltooid.',
  thankYou: 'Bedankt voor het invullen van het formulier.',
  submitRetrying: 'Opnieuw proberen…',

  submitText: 'Verzenden',
  nextText: 'Volgende',
  previousText: 'Vorige',
  fileChoose: 'Bestand kiezen',
  fileChooseMany: 'Bestanden kiezen',
  fileRemove: 'Verwijderen',
  selectPlaceholder: 'Maak een keuze',
  loading: 'Formulier wordt geladen',
  cookieReset: 'Bent u het niet? Klik hier om opnieuw in te stellen',
  viralLink: 'Maak uw eigen gratis formulier',
  stepIndicator: 'Stap {currentPage} van {numberOfPages}',
  formTitle: 'Formulier',

  countryCodeLabel: 'Landcode',
  ratingOption: '{value} van {max}',
  npsLowLabel: 'Helemaal niet waarschijnlijk',
  npsHighLabel: 'Zeer waarschijnlijk',
  csatVeryUnsatisfied: 'Zeer ontevreden',
  csatUnsatisfied: 'Ontevreden',
  csatNeutral: 'Neutraal',
  csatSatisfied: 'Tevreden',
  csatVerySatisfied: 'Zeer tevreden',

  missingFormTitle: 'Het lijkt erop dat hier een formulier ontbreekt',
  missingFormMessage:
    'Dit kan komen door een systeemfout, doordat het formulier nooit is gemaakt of is verwijderd, of doordat de URL of de formulier-ID onjuist is.',
  formNotFoundMessage:
    'Dit formulier is niet gevonden. Het is mogelijk verwijderd of nooit gemaakt, of de formulier-ID op deze pagina is onjuist.',
  invalidFormIdMessage:
    'De formulier-ID op deze pagina is ongeldig, waardoor het formulier niet kon worden gevonden. Controleer de insluitcode.',
  invalidPortalIdMessage:
    'De portal-ID op deze pagina is ongeldig, waardoor het formulier niet kon worden gevonden. Controleer de insluitcode.',
  systemErrorMessage: 'Het formulier kon niet worden geladen vanwege een systeemfout. Probeer het later opnieuw.',
  unfinishedFormTitle: 'Dit formulier kon niet volledig worden geladen',
  unfinishedFormMessage:
    'Het kan nog niet worden verzonden. Wat u hebt getypt, blijft bewaard in dit tabblad: laad de pagina opnieuw om het nog eens te proberen.',
  nonEmbeddableTitle: 'Dit formulier kan hier niet worden weergegeven',
  nonEmbeddableMessage: 'Dit type formulier kan niet in een pagina worden ingesloten.',
  botBlockedTitle: 'Dit formulier is niet beschikbaar',
  botBlockedMessage:
    'Het verkeer vanaf uw netwerk lijkt geautomatiseerd, daarom is het formulier niet geladen. Probeer het opnieuw vanaf een ander netwerk.',
  periodEndedTitle: 'Dit formulier is gesloten',
  periodEndedMessage: 'Dit formulier accepteert geen reacties meer.',
  rateLimitedTitle: 'Dit formulier is momenteel overbelast',
  rateLimitedMessage:
    'Er zijn te veel verzoeken voor dit formulier gedaan. Wacht een paar seconden en laad de pagina opnieuw.',
};
