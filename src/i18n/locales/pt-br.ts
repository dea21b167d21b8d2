import type { Messages } from '../en';

/** Portuguese, Brazil (pt-br). */
export const messages: Messages = {
  required: 'Preencha este campo obrigatório.',
  invalidEmail: 'Insira um endereço de e-mail válido.',
  invalidEmailFormat: 'O e-mail deve estar no formato correto.',
  invalidNumber: 'Insira um número válido.',
  invalidNumberRangeTooSmall: 'Insira um número maior ou igual a {min}.',
  invalidNumberRangeTooLarge: 'Insira um número menor ou igual a {max}.',
  missingOptionSelection: 'Selecione pelo menos uma opção.',
  missingSelect: 'Selecione uma opção no menu suspenso.',
  forbiddenEmailDomain: 'Insira seu endereço de e-mail corporativo. Este formulário não aceita endereços de {domain}.',
  manuallyBlockedEmailDomain: 'Insira um endereço de e-mail diferente. Este formulário não aceita endereços de {domain}.',
  invalidDate: 'Insira uma data válida.',
  phoneInvalidCharacters: 'Deve conter apenas números, +()-. e x.',
  numberOutOfRange: 'O número informado está fora do intervalo permitido.',
  textLimit: 'Use menos de {max} caracteres.',
  inputTooLarge: 'Use no máximo {max} caracteres.',
  inputTooSmall: 'Use pelo menos {min} caracteres.',
  invalidDomain: 'Insira um nome de domínio válido e tente novamente.',
  valueNotInFieldDefintion: 'Escolha um dos valores disponíveis.',
  fileTooLarge: 'O arquivo selecionado é muito grande. O tamanho máximo permitido é 100 MB.',
  fileNotAttached: 'Não foi possível anexar este arquivo. Escolha-o novamente.',
  validatorNotAvailable: 'Não é possível verificar este campo no momento. Entre em contato com o proprietário do site.',

  emailSuggestion: 'Você quis dizer {email}?',
  resubscribeMessage:
    'Parece que você cancelou o recebimento de comunicações por e-mail. Clique aqui para receber um e-mail e se inscrever novamente.',
  emailOptIn: 'Verifique seu e-mail para se inscrever novamente.',

  errorSummaryTitle: 'Ocorreu um problema',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Preencha “{label}” na {link}',
  pageErrorFix: 'Corrija “{label}” na {link}',
  pageLink: 'Etapa {pageNumber}',
  requiredMarker: '(obrigatório)',

  SERVER_ERROR: 'Desculpe, algo deu errado e o formulário não foi enviado. Tente novamente mais tarde.',
  RECAPTCHA_VALIDATION_ERROR: 'Falha ao validar o Captcha. Tente novamente.',
  MISSING_REQUIRED_FIELDS: 'Preencha todos os campos obrigatórios.',
  OUT_OF_DATE: 'Este formulário está desatualizado. Atualize a página e tente novamente.',
  BLOCKED_EMAIL: 'Altere seu endereço de e-mail para continuar.',
  SUBMISSION_NOT_ALLOWED: 'Não é possível enviar este formulário. Entre em contato com o proprietário do site.',
  DELETED: 'Este formulário não está mais ativo. Atualize a página e tente novamente.',
  FORM_NOT_PUBLISHED: 'Este formulário não está mais ativo. Atualize a página e tente novamente.',
  FILE_TOO_LARGE: 'O arquivo selecionado é muito grande. O tamanho máximo permitido é 100 MB.',
  TOO_MANY_REQUESTS: 'Ocorreu um problema ao enviar seu formulário. Aguarde alguns segundos e tente novamente.',
  PORTAL_MIGRATION:
    'Sua resposta foi enviada. Devido a um trabalho de manutenção do sistema, o processamento pode levar até um dia para ser concluído.',
  thankYou: 'Obrigado por enviar o formulário.',
  submitRetrying: 'Tentando novamente…',

  submitText: 'Enviar',
  nextText: 'Próximo',
  previousText: 'Anterior',
  fileChoose: 'Escolher arquivo',
  fileChooseMany: 'Escolher arquivos',
  fileRemove: 'Remover',
  selectPlaceholder: 'Selecione',
  loading: 'Carregando formulário',
  cookieReset: 'Não é você? Clique aqui para redefinir',
  viralLink: 'Crie seu próprio formulário grátis',
  stepIndicator: 'Etapa {currentPage} de {numberOfPages}',
  formTitle: 'Formulário',

  countryCodeLabel: 'Código do país',
  ratingOption: '{value} de {max}',
  npsLowLabel: 'Nada provável',
  npsHighLabel: 'Extremamente provável',
  csatVeryUnsatisfied: 'Muito insatisfeito',
  csatUnsatisfied: 'Insatisfeito',
  csatNeutral: 'Neutro',
  csatSatisfied: 'Satisfeito',
  csatVerySatisfied: 'Muito satisfeito',

  missingFormTitle: 'Parece que falta um formulário aqui',
  missingFormMessage:
    'Isso pode ter ocorrido devido a um erro do sistema, porque o formulário nunca foi criado ou foi excluído, ou porque a URL ou o ID do formulário está incorreto.',
  formNotFoundMessage:
    'Não foi possível encontrar este formulário. Ele pode ter sido excluído ou nunca ter sido criado, ou o ID do formulário nesta página está incorreto.',
  invalidFormIdMessage:
    'O ID do formulário nesta página não é válido, por isso o formulário não foi encontrado. Verifique o código de incorporação.',
  invalidPortalIdMessage:
    'O ID do portal nesta página não é válido, por isso o formulário não foi encontrado. Verifique o código de incorporação.',
  systemErrorMessage: 'Não foi possível carregar o formulário devido a um erro do sistema. Tente novamente mais tarde.',
  unfinishedFormTitle: 'Não foi possível terminar de carregar este formulário',
  unfinishedFormMessage:
    'Ele ainda não pode ser enviado. O que você digitou fica guardado nesta aba: recarregue a página para tentar novamente.',
  nonEmbeddableTitle: 'Este formulário não pode ser exibido aqui',
  nonEmbeddableMessage: 'Este tipo de formulário não pode ser incorporado em uma página.',
  botBlockedTitle: 'Este formulário não está disponível',
  botBlockedMessage:
    'O tráfego da sua rede parece automatizado, por isso o formulário não foi carregado. Tente novamente usando outra rede.',
  periodEndedTitle: 'Este formulário está encerrado',
  periodEndedMessage: 'Este formulário não está mais aceitando respostas.',
  rateLimitedTitle: 'Este formulário está sobrecarregado',
  rateLimitedMessage:
    'Foram feitas muitas solicitações para este formulário. Aguarde alguns segundos e recarregue a página.',
};
