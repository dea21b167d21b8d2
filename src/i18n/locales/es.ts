import type { Messages } from '../en';

/** Spanish, Spain (es). */
export const messages: Messages = {
  required: 'Rellene este campo obligatorio.',
  invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
  invalidEmailFormat: 'El correo electrónico debe tener un formato correcto.',
  invalidNumber: 'Introduzca un número válido.',
  invalidNumberRangeTooSmall: 'Introduzca un número mayor o igual que {min}.',
  invalidNumberRangeTooLarge: 'Introduzca un número menor o igual que {max}.',
  missingOptionSelection: 'Seleccione al menos una opción.',
  missingSelect: 'Seleccione una opción del menú desplegable.',
  forbiddenEmailDomain:
    'Introduzca su dirección de correo electrónico profesional. Este formulario no acepta direcciones de {domain}.',
  manuallyBlockedEmailDomain: 'Introduzca otra dirección de correo electrónico. Este formulario no acepta direcciones de {domain}.',
  invalidDate: 'Introduzca una fecha válida.',
  phoneInvalidCharacters: 'Solo puede contener números, +()-. y x.',
  numberOutOfRange: 'El número introducido no está dentro del intervalo permitido.',
  textLimit: 'Utilice menos de {max} caracteres.',
  inputTooLarge: 'Utilice {max} caracteres como máximo.',
  inputTooSmall: 'Utilice al menos {min} caracteres.',
  invalidDomain: 'Introduzca un nombre de dominio válido e inténtelo de nuevo.',
  valueNotInFieldDefintion: 'Elija uno de los valores indicados.',
  fileTooLarge: 'El archivo seleccionado es demasiado grande. El tamaño máximo permitido es de 100 MB.',
  fileNotAttached: 'No se ha podido adjuntar este archivo. Vuelve a elegirlo.',
  validatorNotAvailable: 'En este momento no se puede comprobar este campo. Póngase en contacto con el propietario del sitio.',

  emailSuggestion: '¿Quería decir {email}?',
  resubscribeMessage:
    'Parece que se ha dado de baja de las comunicaciones por correo electrónico. Haga clic aquí para recibir un correo y volver a suscribirse.',
  emailOptIn: 'Consulte su correo electrónico para volver a suscribirse.',

  errorSummaryTitle: 'Se ha producido un problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Rellene «{label}» en el {link}',
  pageErrorFix: 'Corrija «{label}» en el {link}',
  pageLink: 'paso {pageNumber}',
  requiredMarker: '(obligatorio)',

  SERVER_ERROR: 'Lo sentimos, se ha producido un error y no se ha enviado el formulario. Inténtelo de nuevo más tarde.',
  RECAPTCHA_VALIDATION_ERROR: 'No se ha podido validar el captcha. Inténtelo de nuevo.',
  MISSING_REQUIRED_FIELDS: 'Rellene todos los campos obligatorios.',
  OUT_OF_DATE: 'Este formulario ya no está actualizado. Vuelva a cargar la página e inténtelo de nuevo.',
  BLOCKED_EMAIL: 'Cambie su dirección de correo electrónico para continuar.',
  SUBMISSION_NOT_ALLOWED: 'No se puede enviar este formulario. Póngase en contacto con el propietario del sitio.',
  DELETED: 'Este formulario ya no está activo. Vuelva a cargar la página e inténtelo de nuevo.',
  FORM_NOT_PUBLISHED: 'Este formulario ya no está activo. Vuelva a cargar la página e inténtelo de nuevo.',
  FILE_TOO_LARGE: 'El archivo seleccionado es demasiado grande. El tamaño máximo permitido es de 100 MB.',
  TOO_MANY_REQUESTS: 'Se ha producido un problema al enviar su formulario. Espere unos segundos e inténtelo de nuevo.',
  PORTAL_MIGRATION:
    'Se ha enviado su respuesta. Debido a tareas de mantenimiento del sistema, su procesamiento puede tardar hasta un día.',
  thankYou: 'Gracias por enviar el formulario.',
  submitRetrying: 'Reintentando…',

  submitText: 'Enviar',
  nextText: 'Siguiente',
  previousText: 'Anterior',
  fileChoose: 'Elegir archivo',
  fileChooseMany: 'Elegir archivos',
  fileRemove: 'Quitar',
  selectPlaceholder: 'Seleccione una opción',
  loading: 'Cargando formulario',
  cookieReset: '¿No es usted? Haga clic aquí para restablecer',
  viralLink: 'Cree su propio formulario gratuito',
  stepIndicator: 'Paso {currentPage} de {numberOfPages}',
  formTitle: 'Formulario',

  countryCodeLabel: 'Prefijo del país',
  ratingOption: '{value} de {max}',
  npsLowLabel: 'Nada probable',
  npsHighLabel: 'Extremadamente probable',
  csatVeryUnsatisfied: 'Muy insatisfecho',
  csatUnsatisfied: 'Insatisfecho',
  csatNeutral: 'Neutral',
  csatSatisfied: 'Satisfecho',
  csatVerySatisfied: 'Muy satisfecho',

  missingFormTitle: 'Parece que aquí falta un formulario',
  missingFormMessage:
    'Puede deberse a un error del sistema, a que el formulario nunca se creó o se ha eliminado, o a que la URL o el ID del formulario son incorrectos.',
  formNotFoundMessage:
    'No se ha encontrado este formulario. Es posible que se haya eliminado o que nunca se creara, o que el ID del formulario de esta página sea incorrecto.',
  invalidFormIdMessage:
    'El ID del formulario de esta página no es válido, por lo que no se ha encontrado el formulario. Revise el código de inserción.',
  invalidPortalIdMessage:
    'El ID del portal de esta página no es válido, por lo que no se ha encontrado el formulario. Revise el código de inserción.',
  systemErrorMessage: 'No se ha podido cargar el formulario debido a un error del sistema. Inténtelo de nuevo más tarde.',
  unfinishedFormTitle: 'No se ha podido terminar de cargar este formulario',
  unfinishedFormMessage:
    'Todavía no se puede enviar. Lo que ha escrito se conserva en esta pestaña: vuelva a cargar la página para intentarlo de nuevo.',
  nonEmbeddableTitle: 'Este formulario no se puede mostrar aquí',
  nonEmbeddableMessage: 'Este tipo de formulario no se puede insertar en una página.',
  botBlockedTitle: 'Este formulario no está disponible',
  botBlockedMessage:
    'El tráfico de su red parece automatizado, por lo que no se ha cargado el formulario. Inténtelo de nuevo desde otra red.',
  periodEndedTitle: 'Este formulario está cerrado',
  periodEndedMessage: 'Este formulario ya no acepta respuestas.',
  rateLimitedTitle: 'Este formulario está saturado',
  rateLimitedMessage:
    'Se han realizado demasiadas solicitudes para este formulario. Espere unos segundos y vuelva a cargar la página.',
};
