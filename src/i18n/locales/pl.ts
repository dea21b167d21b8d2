import type { Messages } from '../en';

/** Polish (pl). */
export const messages: Messages = {
  required: 'Proszę wypełnić to wymagane pole.',
  invalidEmail: 'Proszę podać prawidłowy adres e-mail.',
  invalidEmailFormat: 'Adres e-mail musi mieć prawidłowy format.',
  invalidNumber: 'Proszę podać prawidłową liczbę.',
  invalidNumberRangeTooSmall: 'Proszę podać liczbę większą lub równą {min}.',
  invalidNumberRangeTooLarge: 'Proszę podać liczbę mniejszą lub równą {max}.',
  missingOptionSelection: 'Proszę wybrać co najmniej jedną opcję.',
  missingSelect: 'Proszę wybrać opcję z listy rozwijanej.',
  forbiddenEmailDomain: 'Proszę podać służbowy adres e-mail. Ten formularz nie akceptuje adresów z domeny {domain}.',
  manuallyBlockedEmailDomain: 'Proszę podać inny adres e-mail. Ten formularz nie akceptuje adresów z domeny {domain}.',
  invalidDate: 'Proszę podać prawidłową datę.',
  phoneInvalidCharacters: 'Może zawierać tylko cyfry, znaki +()-. oraz x.',
  numberOutOfRange: 'Wprowadzona liczba jest spoza dozwolonego zakresu.',
  textLimit: 'Liczba znaków musi być mniejsza niż {max}.',
  inputTooLarge: 'Liczba znaków nie może przekraczać {max}.',
  inputTooSmall: 'Liczba znaków musi wynosić co najmniej {min}.',
  invalidDomain: 'Proszę podać prawidłową nazwę domeny i spróbować ponownie.',
  valueNotInFieldDefintion: 'Proszę wybrać jedną z podanych wartości.',
  fileTooLarge: 'Wybrany plik jest za duży. Maksymalny dozwolony rozmiar to 100 MB.',
  fileNotAttached: 'Nie udało się dołączyć tego pliku. Wybierz go ponownie.',
  validatorNotAvailable: 'Nie można teraz sprawdzić tego pola. Proszę skontaktować się z właścicielem witryny.',

  emailSuggestion: 'Czy chodziło o {email}?',
  resubscribeMessage:
    'Wygląda na to, że ten adres został wypisany z komunikacji e-mail. Proszę kliknąć tutaj, aby otrzymać wiadomość e-mail i ponownie wyrazić zgodę.',
  emailOptIn: 'Proszę sprawdzić skrzynkę e-mail, aby ponownie wyrazić zgodę.',

  errorSummaryTitle: 'Wystąpił problem',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Proszę uzupełnić pole „{label}” ({link})',
  pageErrorFix: 'Proszę poprawić pole „{label}” ({link})',
  pageLink: 'Krok {pageNumber}',
  requiredMarker: '(wymagane)',

  SERVER_ERROR: 'Przepraszamy, coś poszło nie tak i formularz nie został wysłany. Proszę spróbować ponownie później.',
  RECAPTCHA_VALIDATION_ERROR: 'Weryfikacja Captcha nie powiodła się. Proszę spróbować ponownie.',
  MISSING_REQUIRED_FIELDS: 'Proszę wypełnić wszystkie wymagane pola.',
  OUT_OF_DATE: 'Ten formularz jest nieaktualny. Proszę odświeżyć stronę i spróbować ponownie.',
  BLOCKED_EMAIL: 'Aby kontynuować, proszę zmienić adres e-mail.',
  SUBMISSION_NOT_ALLOWED: 'Nie można wysłać tego formularza. Proszę skontaktować się z właścicielem witryny.',
  DELETED: 'Ten formularz nie jest już aktywny. Proszę odświeżyć stronę i spróbować ponownie.',
  FORM_NOT_PUBLISHED: 'Ten formularz nie jest już aktywny. Proszę odświeżyć stronę i spróbować ponownie.',
  FILE_TOO_LARGE: 'Wybrany plik jest za duży. Maksymalny dozwolony rozmiar to 100 MB.',
  TOO_MANY_REQUESTS: 'Podczas wysyłania formularza wystąpił problem. Proszę odczekać kilka sekund i spróbować ponownie.',
  PORTAL_MIGRATION:
    'Odpowiedź została wysłana. Z powodu prac konserwacyjnych systemu jej przetworzenie może potrwać do jednego dnia.',
  thankYou: 'Dziękujemy za wysłanie formularza.',
  submitRetrying: 'Ponawianie próby…',

  submitText: 'Wyślij',
  nextText: 'Dalej',
  previousText: 'Wstecz',
  fileChoose: 'Wybierz plik',
  fileChooseMany: 'Wybierz pliki',
  fileRemove: 'Usuń',
  selectPlaceholder: 'Proszę wybrać',
  loading: 'Ładowanie formularza',
  cookieReset: 'Inna osoba? Proszę kliknąć tutaj, aby zresetować',
  viralLink: 'Utwórz własny bezpłatny formularz',
  stepIndicator: 'Krok {currentPage} z {numberOfPages}',
  formTitle: 'Formularz',

  countryCodeLabel: 'Kod kraju',
  ratingOption: '{value} z {max}',
  npsLowLabel: 'Zupełnie nieprawdopodobne',
  npsHighLabel: 'Bardzo prawdopodobne',
  csatVeryUnsatisfied: 'Bardzo niezadowolony',
  csatUnsatisfied: 'Niezadowolony',
  csatNeutral: 'Neutralny',
  csatSatisfied: 'Zadowolony',
  csatVerySatisfied: 'Bardzo zadowolony',

  missingFormTitle: 'Wygląda na to, że brakuje tu formularza',
  missingFormMessage:
    'Przyczyną może być błąd systemu, to, że formularz nigdy nie został utworzony lub został usunięty, albo nieprawidłowy adres URL lub identyfikator formularza.',
  formNotFoundMessage:
    'Nie znaleziono tego formularza. Mógł zostać usunięty lub nigdy nie został utworzony albo identyfikator formularza na tej stronie jest nieprawidłowy.',
  invalidFormIdMessage:
    'Identyfikator formularza na tej stronie jest nieprawidłowy, więc nie udało się znaleźć formularza. Proszę sprawdzić kod osadzania.',
  invalidPortalIdMessage:
    'Identyfikator portalu na tej stronie jest nieprawidłowy, więc nie udało się znaleźć formularza. Proszę sprawdzić kod osadzania.',
  systemErrorMessage: 'Nie udało się załadować formularza z powodu błędu systemu. Proszę spróbować ponownie później.',
  unfinishedFormTitle: 'Nie udało się do końca załadować tego formularza',
  unfinishedFormMessage:
    'Nie można go jeszcze wysłać. Wpisane dane są zachowane w tej karcie: proszę odświeżyć stronę, aby spróbować ponownie.',
  nonEmbeddableTitle: 'Tego formularza nie można tutaj wyświetlić',
  nonEmbeddableMessage: 'Tego typu formularza nie można osadzić na stronie.',
  botBlockedTitle: 'Ten formularz jest niedostępny',
  botBlockedMessage:
    'Ruch z tej sieci wygląda na zautomatyzowany, dlatego formularz nie został załadowany. Proszę spróbować ponownie z innej sieci.',
  periodEndedTitle: 'Ten formularz jest zamknięty',
  periodEndedMessage: 'Ten formularz nie przyjmuje już odpowiedzi.',
  rateLimitedTitle: 'Ten formularz jest przeciążony',
  rateLimitedMessage: 'Wysłano zbyt wiele żądań do tego formularza. Proszę odczekać kilka sekund i odświeżyć stronę.',
};
