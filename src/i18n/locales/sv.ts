import type { Messages } from '../en';

/** Swedish (sv). */
export const messages: Messages = {
  required: 'Fyll i det här obligatoriska fältet.',
  invalidEmail: 'Ange en giltig e-postadress.',
  invalidEmailFormat: 'E-postadressen måste ha rätt format.',
  invalidNumber: 'Ange ett giltigt tal.',
  invalidNumberRangeTooSmall: 'Ange ett tal som är större än eller lika med {min}.',
  invalidNumberRangeTooLarge: 'Ange ett tal som är mindre än eller lika med {max}.',
  missingOptionSelection: 'Välj minst ett alternativ.',
  missingSelect: 'Välj ett alternativ i listrutan.',
  forbiddenEmailDomain: 'Ange din e-postadress på jobbet. Det här formuläret tar inte emot adresser från {domain}.',
  manuallyBlockedEmailDomain: 'Ange en annan e-postadress. Det här formuläret tar inte emot adresser från {domain}.',
  invalidDate: 'Ange ett giltigt datum.',
  phoneInvalidCharacters: 'Får bara innehålla siffror, +()-. och x.',
  numberOutOfRange: 'Talet du angav ligger utanför det tillåtna intervallet.',
  textLimit: 'Använd färre än {max} tecken.',
  inputTooLarge: 'Använd högst {max} tecken.',
  inputTooSmall: 'Använd minst {min} tecken.',
  invalidDomain: 'Ange ett giltigt domännamn och försök igen.',
  valueNotInFieldDefintion: 'Välj ett av de angivna värdena.',
  fileTooLarge: 'Den valda filen är för stor. Största tillåtna storlek är 100 MB.',
  fileNotAttached: 'Filen kunde inte bifogas. Välj den igen.',
  validatorNotAvailable: 'Det här fältet kan inte kontrolleras just nu. Kontakta webbplatsens ägare.',

  emailSuggestion: 'Menade du {email}?',
  resubscribeMessage:
    'Det verkar som att du har avregistrerat dig från e-postutskick. Klicka här för att få ett e-postmeddelande och registrera dig igen.',
  emailOptIn: 'Kontrollera din e-post för att registrera dig igen.',

  errorSummaryTitle: 'Ett problem har uppstått',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Fyll i ”{label}” i {link}',
  pageErrorFix: 'Rätta ”{label}” i {link}',
  pageLink: 'Steg {pageNumber}',
  requiredMarker: '(obligatoriskt)',

  SERVER_ERROR: 'Tyvärr gick något fel och formuläret skickades inte. Försök igen senare.',
  RECAPTCHA_VALIDATION_ERROR: 'Det gick inte att validera Captcha. Försök igen.',
  MISSING_REQUIRED_FIELDS: 'Fyll i alla obligatoriska fält.',
  OUT_OF_DATE: 'Det här formuläret är inte längre aktuellt. Uppdatera sidan och försök igen.',
  BLOCKED_EMAIL: 'Ändra din e-postadress för att fortsätta.',
  SUBMISSION_NOT_ALLOWED: 'Det går inte att skicka det här formuläret. Kontakta webbplatsens ägare.',
  DELETED: 'Det här formuläret är inte längre aktivt. Uppdatera sidan och försök igen.',
  FORM_NOT_PUBLISHED: 'Det här formuläret är inte längre aktivt. Uppdatera sidan och försök igen.',
  FILE_TOO_LARGE: 'Den valda filen är för stor. Största tillåtna storlek är 100 MB.',
  TOO_MANY_REQUESTS: 'Det uppstod ett problem när formuläret skulle skickas. Vänta några sekunder och försök igen.',
  PORTAL_MIGRATION:
    'Ditt svar har skickats. På grund av systemunderhåll kan det ta upp till ett dygn innan behandlingen är klar.',
  thankYou: 'Tack för att du skickade formuläret.',
  submitRetrying: 'Försöker igen …',

  submitText: 'Skicka',
  nextText: 'Nästa',
  previousText: 'Föregående',
  selectPlaceholder: 'Välj',
  loading: 'Läser in formuläret',
  cookieReset: 'Inte du? Klicka här för att återställa',
  viralLink: 'Skapa ditt eget kostnadsfria formulär',
  stepIndicator: '{currentPage} av {numberOfPages}',
  formTitle: 'Formulär',

  countryCodeLabel: 'Landskod',
  ratingOption: '{value} av {max}',
  npsLowLabel: 'Inte alls sannolikt',
  npsHighLabel: 'Extremt sannolikt',
  csatVeryUnsatisfied: 'Mycket missnöjd',
  csatUnsatisfied: 'Missnöjd',
  csatNeutral: 'Neutral',
  csatSatisfied: 'Nöjd',
  csatVerySatisfied: 'Mycket nöjd',

  missingFormTitle: 'Det verkar som att ett formulär saknas här',
  missingFormMessage:
    'Det kan bero på ett systemfel, på att formuläret aldrig skapades eller har tagits bort, eller på att URL:en eller formulär-id:t är fel.',
  formNotFoundMessage:
    'Det gick inte att hitta formuläret. Det kan ha tagits bort eller aldrig skapats, eller så är formulär-id:t på den här sidan fel.',
  invalidFormIdMessage:
    'Formulär-id:t på den här sidan är ogiltigt, så formuläret kunde inte hittas. Kontrollera inbäddningskoden.',
  invalidPortalIdMessage: 'Portal-id:t på den här sidan är ogiltigt, så formuläret kunde inte hittas. Kontrollera inbäddningskoden.',
  systemErrorMessage: 'Formuläret kunde inte läsas in på grund av ett systemfel. Försök igen senare.',
  nonEmbeddableTitle: 'Det här formuläret kan inte visas här',
  nonEmbeddableMessage: 'Den här typen av formulär kan inte bäddas in på en sida.',
  botBlockedTitle: 'Det här formuläret är inte tillgängligt',
  botBlockedMessage:
    'Trafiken från ditt nätverk ser automatiserad ut, så formuläret lästes inte in. Försök igen från ett annat nätverk.',
  periodEndedTitle: 'Det här formuläret är stängt',
  periodEndedMessage: 'Det här formuläret tar inte längre emot svar.',
  rateLimitedTitle: 'Det här formuläret är överbelastat',
  rateLimitedMessage:
    'För många förfrågningar har gjorts till det här formuläret. Vänta några sekunder och läs in sidan igen.',
};
