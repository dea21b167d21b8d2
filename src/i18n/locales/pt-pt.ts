import type { Messages } from '../en';

/** Portuguese, Portugal (pt-pt). */
export const messages: Messages = {
  required: 'Preencha este campo obrigatório.',
  invalidEmail: 'Introduza um endereço de email válido.',
  invalidEmailFormat: 'O email tem de ter um formato correto.',
  invalidNumber: 'Introduza um número válido.',
  invalidNumberRangeTooSmall: 'Introduza um número maior ou igual a {min}.',
  invalidNumberRangeTooLarge: 'Introduza um número menor ou igual a {max}.',
  missingOptionSelection: 'Selecione pelo menos uma opção.',
  missingSelect: 'Selecione uma opção no menu pendente.',
  forbiddenEmailDomain:
    'Introduza o seu endereço de email profissional. Este formulário não aceita endereços de {domain}.',
  manuallyBlockedEmailDomain: 'Introduza um endereço de email diferente. Este formulário não aceita endereços de {domain}.',
  invalidDate: 'Introduza uma data válida.',
  phoneInvalidCharacters: 'Só pode conter números, +()-. e x.',
  numberOutOfRange: 'O número introduzido está fora do intervalo permitido.',
  textLimit: 'Utilize menos de {max} carateres.',
  inputTooLarge: 'Utilize no máximo {max} carateres.',
  inputTooSmall: 'Utilize pelo menos {min} carateres.',
  invalidDomain: 'Introduza um nome de domínio válido e tente novamente.',
  valueNotInFieldDefintion: 'Escolha um dos valores apresentados.',
  fileTooLarge: 'O ficheiro selecionado é demasiado grande. O tamanho máximo permitido é de 100 MB.',
  fileNotAttached: 'Não foi possível anexar este ficheiro. Escolha-o novamente.',
  validatorNotAvailable: 'De momento, não é possível verificar este campo. Contacte o proprietário do site.',

  emailSuggestion: 'Queria dizer {email}?',
  resubscribeMessage:
    'Parece que optou por deixar de receber comunicações por email. Clique aqui para receber um email e voltar a subscrever.',
  emailOptIn: 'Consulte o seu email para voltar a subscrever.',

  errorSummaryTitle: 'Ocorreu um problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Preencha «{label}» no {link}',
  pageErrorFix: 'Corrija «{label}» no {link}',
  pageLink: 'Passo {pageNumber}',
  requiredMarker: '(obrigatório)',

  SERVER_ERROR: 'Lamentamos, ocorreu um erro e o formulário não foi enviado. Tente novamente mais tarde.',
  RECAPTCHA_VALIDATION_ERROR: 'Não foi possível validar o Captcha. Tente novamente.',
  MISSING_REQUIRED_FIELDS: 'Preencha todos os campos obrigatórios.',
  OUT_OF_DATE: 'Este formulário já não está atualizado. Atualize a página e tente novamente.',
  BLOCKED_EMAIL: 'Altere o seu endereço de email para continuar.',
  SUBMISSION_NOT_ALLOWED: 'Não é possível enviar este formulário. Contacte o proprietário do site.',
  DELETED: 'Este formulário já não está ativo. Atualize a página e tente novamente.',
  FORM_NOT_PUBLISHED: 'Este formulário já não está ativo. Atualize a página e tente novamente.',
  FILE_TOO_LARGE: 'O ficheiro selecionado é demasiado grande. O tamanho máximo permitido é de 100 MB.',
  TOO_MANY_REQUESTS: 'Ocorreu um problema ao enviar o formulário. Aguarde alguns segundos e tente novamente.',
  PORTAL_MIGRATION:
    'A sua resposta foi enviada. Devido a trabalhos de manutenção do sistema, o processamento pode demorar até um dia a ser concluído.',
  thankYou: 'Obrigado por ter enviado o formulário.',
  submitRetrying: 'A tentar novamente…',

  submitText: 'Enviar',
  nextText: 'Seguinte',
  previousText: 'Anterior',
  fileChoose: 'Escolher ficheiro',
  fileChooseMany: 'Escolher ficheiros',
  fileRemove: 'Remover',
  selectPlaceholder: 'Selecione',
  loading: 'A carregar o formulário',
  cookieReset: 'Não é você? Clique aqui para repor',
  viralLink: 'Crie o seu próprio formulário gratuito',
  stepIndicator: 'Passo {currentPage} de {numberOfPages}',
  formTitle: 'Formulário',

  countryCodeLabel: 'Indicativo do país',
  ratingOption: '{value} de {max}',
  npsLowLabel: 'Nada provável',
  npsHighLabel: 'Extremamente provável',
  csatVeryUnsatisfied: 'Muito insatisfeito',
  csatUnsatisfied: 'Insatisfeito',
  csatNeutral: 'Neutro',
  csatSatisfied: 'Satisfeito',
  csatVerySatisfied: 'Muito satisfeito',

  missingFormTitle: 'Parece que falta aqui um formulário',
  missingFormMessage:
    'Isto pode dever-se a um erro de sistema, ao facto de o formulário nunca ter sido criado ou ter sido eliminado, ou a um URL ou ID de formulário incorreto.',
  formNotFoundMessage:
    'Não foi possível encontrar este formulário. Pode ter sido eliminado ou nunca ter sido criado, ou o ID do formulário nesta página está incorreto.',
  invalidFormIdMessage:
    'O ID do formulário nesta página não é válido, pelo que não foi possível encontrar o formulário. Verifique o código de incorporação.',
  invalidPortalIdMessage:
    'O ID do portal nesta página não é válido, pelo que não foi possível encontrar o formulário. Verifique o código de incorporação.',
  systemErrorMessage: 'Não foi possível carregar o formulário devido a um erro de sistema. Tente novamente mais tarde.',
  unfinishedFormTitle: 'Não foi possível concluir o carregamento deste formulário',
  unfinishedFormMessage:
    'Ainda não pode ser enviado. O que escreveu fica guardado neste separador: recarregue a página para tentar novamente.',
  nonEmbeddableTitle: 'Não é possível apresentar este formulário aqui',
  nonEmbeddableMessage: 'Este tipo de formulário não pode ser incorporado numa página.',
  botBlockedTitle: 'Este formulário está indisponível',
  botBlockedMessage:
    'O tráfego da sua rede parece automatizado, pelo que o formulário não foi carregado. Tente novamente a partir de outra rede.',
  periodEndedTitle: 'Este formulário está encerrado',
  periodEndedMessage: 'Este formulário já não aceita respostas.',
  rateLimitedTitle: 'Este formulário está sobrecarregado',
  rateLimitedMessage: 'Foram feitos demasiados pedidos para este formulário. Aguarde alguns segundos e recarregue a página.',
};
