import type { Messages } from '../en';

/** Spanish, Mexico (es-mx). */
export const messages: Messages = {
  required: 'Complete este campo obligatorio.',
  invalidEmail: 'Ingrese una dirección de correo electrónico válida.',
  invalidEmailFormat: 'El correo electrónico debe tener un formato correcto.',
  invalidNumber: 'Ingrese un número válido.',
  invalidNumberRangeTooSmall: 'Ingrese un número mayor o igual que {min}.',
  invalidNumberRangeTooLarge: 'Ingrese un número menor o igual que {max}.',
  missingOptionSelection: 'Seleccione al menos una opción.',
  missingSelect: 'Seleccione una opción del menú desplegable.',
  forbiddenEmailDomain:
    'Ingrese su dirección de correo electrónico de trabajo. Este formulario no acepta direcciones de {domain}.',
  manuallyBlockedEmailDomain: 'Ingrese otra dirección de correo electrónico. Este formulario no acepta direcciones de {domain}.',
  invalidDate: 'Ingrese una fecha válida.',
  phoneInvalidCharacters: 'Solo puede contener números, +()-. y x.',
  numberOutOfRange: 'El número que ingresó está fuera del rango permitido.',
  textLimit: 'Use menos de {max} caracteres.',
  inputTooLarge: 'Use un máximo de {max} caracteres.',
  inputTooSmall: 'Use al menos {min} caracteres.',
  invalidDomain: 'Ingrese un nombre de dominio válido e inténtelo de nuevo.',
  valueNotInFieldDefintion: 'Elija uno de los valores disponibles.',
  fileTooLarge: 'El archivo seleccionado es demasiado grande. El tamaño máximo permitido es de 100 MB.',
  fileNotAttached: 'No se pudo adjuntar este archivo. Elígelo de nuevo.',
  validatorNotAvailable: 'No es posible verificar este campo en este momento. Comuníquese con el propietario del sitio.',

  emailSuggestion: '¿Quiso decir {email}?',
  resubscribeMessage:
    'Parece que canceló su suscripción a las comunicaciones por correo electrónico. Haga clic aquí para recibir un correo y volver a suscribirse.',
  emailOptIn: 'Revise su correo electrónico para volver a suscribirse.',

  errorSummaryTitle: 'Hay un problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Complete “{label}” en el {link}',
  pageErrorFix: 'Corrija “{label}” en el {link}',
  pageLink: 'paso {pageNumber}',
  requiredMarker: '(obligatorio)',

  SERVER_ERROR: 'Lo sentimos, algo salió mal y el formulario no se envió. Inténtelo de nuevo más tarde.',
  RECAPTCHA_VALIDATION_ERROR: 'No se pudo validar el captcha. Inténtelo de nuevo.',
  MISSING_REQUIRED_FIELDS: 'Complete todos los campos obligatorios.',
  OUT_OF_DATE: 'Este formulario ya no está actualizado. Actualice la página e inténtelo de nuevo.',
  BLOCKED_EMAIL: 'Cambie su dirección de correo electrónico para continuar.',
  SUBMISSION_NOT_ALLOWED: 'Este formulario no se puede enviar. Comuníquese con el propietario del sitio.',
  DELETED: 'Este formulario ya no está activo. Actualice la página e inténtelo de nuevo.',
  FORM_NOT_PUBLISHED: 'Este formulario ya no está activo. Actualice la página e inténtelo de nuevo.',
  FILE_TOO_LARGE: 'El archivo seleccionado es demasiado grande. El tamaño máximo permitido es de 100 MB.',
  TOO_MANY_REQUESTS: 'Hubo un problema al enviar su formulario. Espere unos segundos e inténtelo de nuevo.',
  PORTAL_MIGRATION:
    'Su respuesta se envió. Debido a trabajos de mantenimiento del sistema, el procesamiento podría tardar hasta un día.',
  thankYou: 'Gracias por enviar el formulario.',
  submitRetrying: 'Intentando de nuevo…',

  submitText: 'Enviar',
  nextText: 'Siguiente',
  previousText: 'Anterior',
  fileChoose: 'Elegir archivo',
  fileChooseMany: 'Elegir archivos',
  fileRemove: 'Quitar',
  selectPlaceholder: 'Seleccione',
  loading: 'Cargando formulario',
  cookieReset: '¿No es usted? Haga clic aquí para restablecer',
  viralLink: 'Cree su propio formulario gratis',
  stepIndicator: 'Paso {currentPage} de {numberOfPages}',
  formTitle: 'Formulario',

  countryCodeLabel: 'Código de país',
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
    'Esto puede deberse a un error del sistema, a que el formulario nunca se creó o se eliminó, o a que la URL o el ID del formulario son incorrectos.',
  formNotFoundMessage:
    'No se encontró este formulario. Es posible que se haya eliminado o que nunca se haya creado, o que el ID del formulario en esta página sea incorrecto.',
  invalidFormIdMessage:
    'El ID del formulario en esta página no es válido, por lo que no se encontró el formulario. Revise el código para insertar.',
  invalidPortalIdMessage:
    'El ID del portal en esta página no es válido, por lo que no se encontró el formulario. Revise el código para insertar.',
  systemErrorMessage: 'No se pudo cargar el formulario debido a un error del sistema. Inténtelo de nuevo más tarde.',
  unfinishedFormTitle: 'Este formulario no se pudo terminar de cargar',
  unfinishedFormMessage:
    'Aún no se puede enviar. Lo que escribió se conserva en esta pestaña: vuelva a cargar la página para intentarlo de nuevo.',
  nonEmbeddableTitle: 'Este formulario no se puede mostrar aquí',
  nonEmbeddableMessage: 'Este tipo de formulario no se puede insertar en una página.',
  botBlockedTitle: 'Este formulario no está disponible',
  botBlockedMessage:
    'El tráfico de su red parece automatizado, por lo que no se cargó el formulario. Inténtelo de nuevo desde otra red.',
  periodEndedTitle: 'Este formulario está cerrado',
  periodEndedMessage: 'Este formulario ya no acepta respuestas.',
  rateLimitedTitle: 'Este formulario está saturado',
  rateLimitedMessage: 'Se hicieron demasiadas solicitudes para este formulario. Espere unos segundos y vuelva a cargar la página.',
};
