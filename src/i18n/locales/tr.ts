import type { Messages } from '../en';

/** Turkish (tr). */
export const messages: Messages = {
  required: 'Lütfen bu zorunlu alanı doldurun.',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  invalidEmailFormat: 'E-posta adresi doğru biçimde olmalıdır.',
  invalidNumber: 'Lütfen geçerli bir sayı girin.',
  invalidNumberRangeTooSmall: 'Lütfen {min} veya daha büyük bir sayı girin.',
  invalidNumberRangeTooLarge: 'Lütfen {max} veya daha küçük bir sayı girin.',
  missingOptionSelection: 'Lütfen en az bir seçenek belirleyin.',
  missingSelect: 'Lütfen açılır menüden bir seçenek belirleyin.',
  forbiddenEmailDomain: 'Lütfen iş e-posta adresinizi girin. Bu form, {domain} alan adındaki adresleri kabul etmiyor.',
  manuallyBlockedEmailDomain:
    'Lütfen farklı bir e-posta adresi girin. Bu form, {domain} alan adındaki adresleri kabul etmiyor.',
  invalidDate: 'Lütfen geçerli bir tarih girin.',
  phoneInvalidCharacters: 'Yalnızca rakam, +()-. ve x içerebilir.',
  numberOutOfRange: 'Girdiğiniz sayı izin verilen aralıkta değil.',
  textLimit: 'Lütfen {max} karakterden az kullanın.',
  inputTooLarge: 'Lütfen en fazla {max} karakter kullanın.',
  inputTooSmall: 'Lütfen en az {min} karakter kullanın.',
  invalidDomain: 'Lütfen geçerli bir alan adı girip tekrar deneyin.',
  valueNotInFieldDefintion: 'Lütfen sunulan değerlerden birini seçin.',
  fileTooLarge: 'Seçilen dosya çok büyük. İzin verilen en büyük dosya boyutu: 100 MB.',
  fileNotAttached: 'Bu dosya eklenemedi. Lütfen yeniden seçin.',
  validatorNotAvailable: 'Bu alan şu anda kontrol edilemiyor. Lütfen site sahibiyle iletişime geçin.',

  emailSuggestion: '{email} adresini mi kastettiniz?',
  resubscribeMessage:
    'Görünüşe göre e-posta iletişimlerinden çıkmışsınız. Bir e-posta almak ve yeniden abone olmak için buraya tıklayın.',
  emailOptIn: 'Yeniden abone olmak için lütfen e-postanızı kontrol edin.',

  errorSummaryTitle: 'Bir sorun oluştu',
  errorSummaryItem: '{label}: {message}',
  pageErrorComplete: 'Lütfen “{label}” alanını doldurun ({link})',
  pageErrorFix: 'Lütfen “{label}” alanını düzeltin ({link})',
  pageLink: 'Adım {pageNumber}',
  requiredMarker: '(zorunlu)',

  SERVER_ERROR: 'Üzgünüz, bir sorun oluştu ve form gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  RECAPTCHA_VALIDATION_ERROR: 'Captcha doğrulanamadı. Lütfen tekrar deneyin.',
  MISSING_REQUIRED_FIELDS: 'Lütfen tüm zorunlu alanları doldurun.',
  OUT_OF_DATE: 'Bu form artık güncel değil. Lütfen sayfayı yenileyip tekrar deneyin.',
  BLOCKED_EMAIL: 'Devam etmek için lütfen e-posta adresinizi değiştirin.',
  SUBMISSION_NOT_ALLOWED: 'Bu form gönderilemiyor. Lütfen site sahibiyle iletişime geçin.',
  DELETED: 'Bu form artık etkin değil. Lütfen sayfayı yenileyip tekrar deneyin.',
  FORM_NOT_PUBLISHED: 'Bu form artık etkin değil. Lütfen sayfayı yenileyip tekrar deneyin.',
  FILE_TOO_LARGE: 'Seçilen dosya çok büyük. İzin verilen en büyük dosya boyutu: 100 MB.',
  TOO_MANY_REQUESTS: 'Formunuz gönderilirken bir sorun oluştu. Lütfen birkaç saniye bekleyip tekrar deneyin.',
  PORTAL_MIGRATION:
    'Yanıtınız gönderildi. Sistem bakım çalışması nedeniyle yanıtınızın işlenmesi bir güne kadar sürebilir.',
  thankYou: 'Formu gönderdiğiniz için teşekkür ederiz.',
  submitRetrying: 'Tekrar deneniyor…',

  submitText: 'Gönder',
  nextText: 'İleri',
  previousText: 'Geri',
  selectPlaceholder: 'Lütfen seçin',
  loading: 'Form yükleniyor',
  cookieReset: 'Siz değil misiniz? Sıfırlamak için buraya tıklayın',
  viralLink: 'Kendi ücretsiz formunuzu oluşturun',
  stepIndicator: '{currentPage}/{numberOfPages}',
  formTitle: 'Form',

  countryCodeLabel: 'Ülke kodu',
  ratingOption: '{max} üzerinden {value}',
  npsLowLabel: 'Hiç olası değil',
  npsHighLabel: 'Son derece olası',
  csatVeryUnsatisfied: 'Hiç memnun değil',
  csatUnsatisfied: 'Memnun değil',
  csatNeutral: 'Nötr',
  csatSatisfied: 'Memnun',
  csatVerySatisfied: 'Çok memnun',

  missingFormTitle: 'Burada bir form eksik gibi görünüyor',
  missingFormMessage:
    "Bunun nedeni bir sistem hatası, formun hiç oluşturulmamış ya da silinmiş olması veya URL'nin ya da form kimliğinin yanlış olması olabilir.",
  formNotFoundMessage:
    'Bu form bulunamadı. Silinmiş ya da hiç oluşturulmamış olabilir veya bu sayfadaki form kimliği yanlış.',
  invalidFormIdMessage: 'Bu sayfadaki form kimliği geçerli değil, bu nedenle form bulunamadı. Yerleştirme kodunu kontrol edin.',
  invalidPortalIdMessage:
    'Bu sayfadaki portal kimliği geçerli değil, bu nedenle form bulunamadı. Yerleştirme kodunu kontrol edin.',
  systemErrorMessage: 'Form bir sistem hatası nedeniyle yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  nonEmbeddableTitle: 'Bu form burada gösterilemiyor',
  nonEmbeddableMessage: 'Bu tür bir form bir sayfaya yerleştirilemez.',
  botBlockedTitle: 'Bu form kullanılamıyor',
  botBlockedMessage:
    'Ağınızdan gelen trafik otomatik görünüyor, bu nedenle form yüklenmedi. Lütfen başka bir ağdan tekrar deneyin.',
  periodEndedTitle: 'Bu form kapandı',
  periodEndedMessage: 'Bu form artık yanıt kabul etmiyor.',
  rateLimitedTitle: 'Bu form şu anda yoğun',
  rateLimitedMessage: 'Bu form için çok fazla istek yapıldı. Lütfen birkaç saniye bekleyip sayfayı yeniden yükleyin.',
};
