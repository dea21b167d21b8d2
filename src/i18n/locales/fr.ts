import type { Messages } from '../en';

/** French (fr). Non-breaking spaces before high punctuation and inside guillemets, as French typography wants. */
export const messages: Messages = {
  required: 'Veuillez remplir ce champ obligatoire.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidEmailFormat: "L'adresse e-mail doit être correctement formatée.",
  invalidNumber: 'Veuillez saisir un nombre valide.',
  invalidNumberRangeTooSmall: 'Veuillez saisir un nombre supérieur ou égal à {min}.',
  invalidNumberRangeTooLarge: 'Veuillez saisir un nombre inférieur ou égal à {max}.',
  missingOptionSelection: 'Veuillez sélectionner au moins une option.',
  missingSelect: 'Veuillez sélectionner une option dans le menu déroulant.',
  forbiddenEmailDomain:
    "Veuillez saisir votre adresse e-mail professionnelle. Ce formulaire n'accepte pas les adresses provenant de {domain}.",
  manuallyBlockedEmailDomain:
    "Veuillez saisir une autre adresse e-mail. Ce formulaire n'accepte pas les adresses provenant de {domain}.",
  invalidDate: 'Veuillez saisir une date valide.',
  phoneInvalidCharacters: 'Ne doit contenir que des chiffres, +()-. et x.',
  numberOutOfRange: "Le nombre saisi n'est pas compris dans la plage autorisée.",
  textLimit: 'Veuillez utiliser moins de {max} caractères.',
  inputTooLarge: 'Veuillez utiliser {max} caractères au maximum.',
  inputTooSmall: 'Veuillez utiliser au moins {min} caractères.',
  invalidDomain: 'Veuillez saisir un nom de domaine valide et réessayer.',
  valueNotInFieldDefintion: "Veuillez choisir l'une des valeurs proposées.",
  fileTooLarge: 'Le fichier sélectionné est trop volumineux. La taille maximale autorisée est de 100 Mo.',
  fileNotAttached: "Ce fichier n'a pas pu être joint. Veuillez le choisir à nouveau.",
  validatorNotAvailable: 'Ce champ ne peut pas être vérifié pour le moment. Veuillez contacter le propriétaire du site.',

  emailSuggestion: 'Vouliez-vous dire {email} ?',
  resubscribeMessage:
    'Il semble que vous ayez choisi de ne plus recevoir de communications par e-mail. Cliquez ici pour recevoir un e-mail et vous réabonner.',
  emailOptIn: 'Veuillez consulter votre boîte de réception pour vous réabonner.',

  errorSummaryTitle: 'Un problème est survenu',
  errorSummaryItem: '{label} : {message}',
  pageErrorComplete: "Veuillez remplir « {label} » à l'{link}",
  pageErrorFix: "Veuillez corriger « {label} » à l'{link}",
  pageLink: 'étape {pageNumber}',
  requiredMarker: '(obligatoire)',

  SERVER_ERROR: "Désolé, une erreur s'est produite et le formulaire n'a pas été envoyé. Veuillez réessayer plus tard.",
  RECAPTCHA_VALIDATION_ERROR: 'Échec de la validation du Captcha. Veuillez réessayer.',
  MISSING_REQUIRED_FIELDS: 'Veuillez remplir tous les champs obligatoires.',
  OUT_OF_DATE: "Ce formulaire n'est plus à jour. Veuillez actualiser la page et réessayer.",
  BLOCKED_EMAIL: 'Veuillez modifier votre adresse e-mail pour continuer.',
  SUBMISSION_NOT_ALLOWED: 'Ce formulaire ne peut pas être envoyé. Veuillez contacter le propriétaire du site.',
  DELETED: "Ce formulaire n'est plus actif. Veuillez actualiser la page et réessayer.",
  FORM_NOT_PUBLISHED: "Ce formulaire n'est plus actif. Veuillez actualiser la page et réessayer.",
  FILE_TOO_LARGE: 'Le fichier sélectionné est trop volumineux. La taille maximale autorisée est de 100 Mo.',
  TOO_MANY_REQUESTS:
    "Un problème est survenu lors de l'envoi de votre formulaire. Veuillez patienter quelques secondes et réessayer.",
  PORTAL_MIGRATION:
    "Votre réponse a été envoyée. En raison de travaux de maintenance du système, son traitement peut prendre jusqu'à une journée.",
  thankYou: "Merci d'avoir envoyé le formulaire.",
  submitRetrying: 'Nouvelle tentative…',

  submitText: 'Envoyer',
  nextText: 'Suivant',
  previousText: 'Précédent',
  fileChoose: 'Choisir un fichier',
  fileChooseMany: 'Choisir des fichiers',
  fileRemove: 'Retirer',
  selectPlaceholder: 'Veuillez sélectionner',
  loading: 'Chargement du formulaire',
  cookieReset: "Ce n'est pas vous ? Cliquez ici pour réinitialiser",
  viralLink: 'Créez votre propre formulaire gratuit',
  stepIndicator: 'Étape {currentPage} sur {numberOfPages}',
  formTitle: 'Formulaire',

  countryCodeLabel: 'Indicatif du pays',
  ratingOption: '{value} sur {max}',
  npsLowLabel: 'Pas du tout probable',
  npsHighLabel: 'Extrêmement probable',
  csatVeryUnsatisfied: 'Très insatisfait',
  csatUnsatisfied: 'Insatisfait',
  csatNeutral: 'Neutre',
  csatSatisfied: 'Satisfait',
  csatVerySatisfied: 'Très satisfait',

  missingFormTitle: "Il semble qu'il manque un formulaire ici",
  missingFormMessage:
    "Cela peut être dû à une erreur système, au fait que le formulaire n'a jamais été créé ou a été supprimé, ou à une URL ou un identifiant de formulaire incorrect.",
  formNotFoundMessage:
    "Ce formulaire est introuvable. Il a peut-être été supprimé ou n'a jamais été créé, ou l'identifiant du formulaire sur cette page est incorrect.",
  invalidFormIdMessage:
    "L'identifiant du formulaire sur cette page n'est pas valide : le formulaire est donc introuvable. Vérifiez le code d'intégration.",
  invalidPortalIdMessage:
    "L'identifiant du portail sur cette page n'est pas valide : le formulaire est donc introuvable. Vérifiez le code d'intégration.",
  systemErrorMessage: "Le formulaire n'a pas pu être chargé en raison d'une erreur système. Veuillez réessayer plus tard.",
  unfinishedFormTitle: "Le chargement de ce formulaire n'a pas pu aboutir",
  unfinishedFormMessage:
    'Il ne peut pas encore être envoyé. Ce que vous avez saisi est conservé dans cet onglet : veuillez recharger la page pour réessayer.',
  nonEmbeddableTitle: 'Ce formulaire ne peut pas être affiché ici',
  nonEmbeddableMessage: 'Ce type de formulaire ne peut pas être intégré à une page.',
  botBlockedTitle: "Ce formulaire n'est pas disponible",
  botBlockedMessage:
    "Le trafic provenant de votre réseau semble automatisé : le formulaire n'a donc pas été chargé. Veuillez réessayer depuis un autre réseau.",
  periodEndedTitle: 'Ce formulaire est fermé',
  periodEndedMessage: "Ce formulaire n'accepte plus de réponses.",
  rateLimitedTitle: 'Ce formulaire est surchargé',
  rateLimitedMessage:
    'Trop de requêtes ont été envoyées pour ce formulaire. Veuillez patienter quelques secondes, puis actualiser la page.',
};
