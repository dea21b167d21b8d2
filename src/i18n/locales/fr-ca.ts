import type { Messages } from '../en';

/** French, Canada (fr-ca). Québec typography: non-breaking spaces before colons and inside guillemets only. */
export const messages: Messages = {
  required: 'Veuillez remplir ce champ obligatoire.',
  invalidEmail: 'Veuillez entrer une adresse courriel valide.',
  invalidEmailFormat: "L'adresse courriel doit être dans un format valide.",
  invalidNumber: 'Veuillez entrer un nombre valide.',
  invalidNumberRangeTooSmall: 'Veuillez entrer un nombre supérieur ou égal à {min}.',
  invalidNumberRangeTooLarge: 'Veuillez entrer un nombre inférieur ou égal à {max}.',
  missingOptionSelection: 'Veuillez sélectionner au moins une option.',
  missingSelect: 'Veuillez sélectionner une option dans le menu déroulant.',
  forbiddenEmailDomain:
    "Veuillez entrer votre adresse courriel professionnelle. Ce formulaire n'accepte pas les adresses provenant de {domain}.",
  manuallyBlockedEmailDomain:
    "Veuillez entrer une autre adresse courriel. Ce formulaire n'accepte pas les adresses provenant de {domain}.",
  invalidDate: 'Veuillez entrer une date valide.',
  phoneInvalidCharacters: 'Ne doit contenir que des chiffres, +()-. et x.',
  numberOutOfRange: "Le nombre entré n'est pas dans la plage permise.",
  textLimit: 'Veuillez utiliser moins de {max} caractères.',
  inputTooLarge: 'Veuillez utiliser au plus {max} caractères.',
  inputTooSmall: 'Veuillez utiliser au moins {min} caractères.',
  invalidDomain: 'Veuillez entrer un nom de domaine valide et réessayer.',
  valueNotInFieldDefintion: "Veuillez choisir l'une des valeurs proposées.",
  fileTooLarge: 'Le fichier sélectionné est trop volumineux. La taille maximale permise est de 100 Mo.',
  fileNotAttached: "Ce fichier n'a pas pu être joint. Veuillez le choisir de nouveau.",
  validatorNotAvailable: 'Ce champ ne peut pas être vérifié pour le moment. Veuillez communiquer avec le responsable du site.',

  emailSuggestion: 'Vouliez-vous dire {email}?',
  resubscribeMessage:
    'Il semble que vous ayez choisi de ne plus recevoir de communications par courriel. Cliquez ici pour recevoir un courriel et vous réabonner.',
  emailOptIn: 'Veuillez consulter vos courriels pour vous réabonner.',

  errorSummaryTitle: 'Un problème est survenu',
  errorSummaryItem: '{label} : {message}',
  pageErrorComplete: "Veuillez remplir « {label} » à l'{link}",
  pageErrorFix: "Veuillez corriger « {label} » à l'{link}",
  pageLink: 'étape {pageNumber}',
  requiredMarker: '(obligatoire)',

  SERVER_ERROR: "Désolé, une erreur s'est produite et le formulaire n'a pas été soumis. Veuillez réessayer plus tard.",
  RECAPTCHA_VALIDATION_ERROR: 'La validation du Captcha a échoué. Veuillez réessayer.',
  MISSING_REQUIRED_FIELDS: 'Veuillez remplir tous les champs obligatoires.',
  OUT_OF_DATE: "Ce formulaire n'est plus à jour. Veuillez actualiser la page et réessayer.",
  BLOCKED_EMAIL: 'Veuillez modifier votre adresse courriel pour continuer.',
  SUBMISSION_NOT_ALLOWED: 'Ce formulaire ne peut pas être soumis. Veuillez communiquer avec le responsable du site.',
  DELETED: "Ce formulaire n'est plus actif. Veuillez actualiser la page et réessayer.",
  FORM_NOT_PUBLISHED: "Ce formulaire n'est plus actif. Veuillez actualiser la page et réessayer.",
  FILE_TOO_LARGE: 'Le fichier sélectionné est trop volumineux. La taille maximale permise est de 100 Mo.',
  TOO_MANY_REQUESTS:
    "Un problème est survenu lors de l'envoi de votre formulaire. Veuillez patienter quelques secondes et réessayer.",
  PORTAL_MIGRATION:
    "Votre réponse a été soumise. En raison de travaux d'entretien du système, son traitement pourrait prendre jusqu'à une journée.",
  thankYou: "Merci d'avoir soumis le formulaire.",
  submitRetrying: 'Nouvel essai…',

  submitText: 'Soumettre',
  nextText: 'Suivant',
  previousText: 'Précédent',
  fileChoose: 'Choisir un fichier',
  fileChooseMany: 'Choisir des fichiers',
  fileRemove: 'Retirer',
  selectPlaceholder: 'Veuillez sélectionner',
  loading: 'Chargement du formulaire',
  cookieReset: "Ce n'est pas vous? Cliquez ici pour réinitialiser",
  viralLink: 'Créez votre propre formulaire gratuit',
  stepIndicator: 'Étape {currentPage} sur {numberOfPages}',
  formTitle: 'Formulaire',

  countryCodeLabel: 'Indicatif de pays',
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
    "Cela peut être dû à une erreur système, au fait que le formulaire n'a jamais été créé ou a été supprimé, ou à une adresse URL ou un identifiant de formulaire erroné.",
  formNotFoundMessage:
    "Ce formulaire est introuvable. Il a peut-être été supprimé ou n'a jamais été créé, ou l'identifiant du formulaire sur cette page est erroné.",
  invalidFormIdMessage:
    "L'identifiant du formulaire sur cette page n'est pas valide; le formulaire est donc introuvable. Vérifiez le code d'intégration.",
  invalidPortalIdMessage:
    "L'identifiant du portail sur cette page n'est pas valide; le formulaire est donc introuvable. Vérifiez le code d'intégration.",
  systemErrorMessage: "Le formulaire n'a pas pu être chargé en raison d'une erreur système. Veuillez réessayer plus tard.",
  unfinishedFormTitle: "Ce formulaire n'a pas pu finir de se charger",
  unfinishedFormMessage:
    'Il ne peut pas encore être soumis. Ce que vous avez saisi est conservé dans cet onglet : veuillez recharger la page pour réessayer.',
  nonEmbeddableTitle: 'Ce formulaire ne peut pas être affiché ici',
  nonEmbeddableMessage: 'Ce type de formulaire ne peut pas être intégré à une page.',
  botBlockedTitle: "Ce formulaire n'est pas disponible",
  botBlockedMessage:
    "Le trafic provenant de votre réseau semble automatisé; le formulaire n'a donc pas été chargé. Veuillez réessayer à partir d'un autre réseau.",
  periodEndedTitle: 'Ce formulaire est fermé',
  periodEndedMessage: "Ce formulaire n'accepte plus de réponses.",
  rateLimitedTitle: 'Ce formulaire est surchargé',
  rateLimitedMessage: 'Ce formulaire a reçu trop de requêtes. Veuillez patienter quelques secondes, puis recharger la page.',
};
