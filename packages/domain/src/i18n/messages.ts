import type { ErrorCode } from '../errors.ts';
import type { Lang } from './languages.ts';

/**
 * Texts shared by the server (error envelopes, field messages) and the web app (`errors` and `validation`
 * namespaces). Zod schemas carry the keys of `validation`, never prose.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalidType',
  'tooShort',
  'tooLong',
  'usernameFormat',
  'passwordStrong',
  'passwordCommon',
  'passwordsDoNotMatch',
  'emailRequired',
  'emailFormat',
  'mobileMin',
  'personalNumberDigits',
  'personalNumberLength',
  'organizationCodeFormat',
  'organizationCodeLegal',
  'organizationTypeRequired',
  'organizationNameRequired',
  'numeric',
  'notNegative',
  'twoDecimals',
  'unknownField',
  'otpFormat',
  'readOnly',
  'securityQuestionRequired',
  'securityAnswerMin',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

type Catalogue = { errors: Record<ErrorCode, string>; validation: Record<ValidationKey, string> };

const en: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'Incorrect username or password.',
    OTP_REQUIRED: 'Enter the 6-digit code from your authenticator app.',
    OTP_INVALID: 'The one-time code is not valid. Enter the current code from your authenticator app.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
    UNAUTHORIZED: 'Please sign in.',
    SESSION_EXPIRED: 'The session has expired, please sign in again.',
    REFRESH_FAILED: 'Refresh failed',
    FORBIDDEN: 'You do not have access to this action.',
    NOT_FOUND: 'The page could not be found.',
    RECORD_NOT_FOUND: 'Record not found.',
    USER_NOT_FOUND: 'Error loading user data. User can not be found.',
    VALIDATION_FAILED: 'Please fill in the correct fields.',
    FILL_CORRECT_FIELDS: 'Please fill in the correct fields.',
    OLD_PASSWORD_WRONG: 'Old password is wrong',
    PASSWORD_CANNOT_CHANGE: 'The password can not be changed.',
    EMPLOYER_ALREADY_REGISTERED: 'Such an employer has already been registered.',
    USERNAME_TAKEN: 'This username is already taken.',
    ANSWERS_INVALID: 'The answers are invalid.',
    DATA_NOT_CHANGED: 'An error occurred and the data could not be changed.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This type of content is not accepted.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
    CONFLICT: 'The request conflicts with the current state. Please reload and try again.',
    PRECONDITION_FAILED: 'Someone else changed this record. Please reload it and try again.',
    INTERNAL: 'An error occurred. Please try again.',
  },
  validation: {
    required: 'This field is required.',
    invalidType: 'The value has the wrong type.',
    tooShort: 'At least {{min}} characters.',
    tooLong: 'At most {{max}} characters.',
    usernameFormat: 'Use 3 to 50 Latin letters, digits, dots, hyphens or underscores.',
    passwordStrong:
      'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.',
    passwordCommon: 'This password is too common. Choose another one.',
    passwordsDoNotMatch: 'Passwords do not match',
    emailRequired: 'Please enter an email address',
    emailFormat: 'Wrong email format',
    mobileMin: 'The mobile number must have at least {{min}} characters.',
    personalNumberDigits: 'The personal number must contain digits only.',
    personalNumberLength: 'The personal number must have exactly 11 digits.',
    organizationCodeFormat: 'The identification code must have 9 or 11 digits.',
    organizationCodeLegal: 'The identification code of a legal entity has 9 digits.',
    organizationTypeRequired: 'Choose the organization type.',
    organizationNameRequired: 'Enter the organization name.',
    numeric: 'Enter a number.',
    notNegative: 'The amount can not be negative.',
    twoDecimals: 'At most 2 decimal places.',
    unknownField: 'This field is not accepted.',
    otpFormat: 'The code has 6 digits.',
    readOnly: 'This field can not be changed here.',
    securityQuestionRequired: 'Choose a security question.',
    securityAnswerMin: 'The answer must have at least {{min}} characters.',
  },
};

const ka: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'მომხმარებლის სახელი ან პაროლი არასწორია.',
    OTP_REQUIRED: 'შეიყვანეთ 6-ნიშნა კოდი ავთენტიფიკატორის აპლიკაციიდან.',
    OTP_INVALID: 'ერთჯერადი კოდი არასწორია. შეიყვანეთ მიმდინარე კოდი ავთენტიფიკატორის აპლიკაციიდან.',
    TOO_MANY_ATTEMPTS: 'ძალიან ბევრი მცდელობა. დაელოდეთ {{seconds}} წამს და სცადეთ თავიდან.',
    UNAUTHORIZED: 'გთხოვთ, გაიაროთ ავტორიზაცია.',
    SESSION_EXPIRED: 'სესიის დრო ამოიწურა, გთხოვთ, თავიდან შეხვიდეთ სისტემაში.',
    REFRESH_FAILED: 'სესიის განახლება ვერ მოხერხდა',
    FORBIDDEN: 'ამ მოქმედებაზე წვდომა არ გაქვთ.',
    NOT_FOUND: 'გვერდი ვერ მოიძებნა.',
    RECORD_NOT_FOUND: 'ჩანაწერი ვერ მოიძებნა.',
    USER_NOT_FOUND: 'მომხმარებლის მონაცემების ჩატვირთვისას მოხდა შეცდომა. მომხმარებელი ვერ მოიძებნა.',
    VALIDATION_FAILED: 'გთხოვთ, სწორად შეავსოთ ველები.',
    FILL_CORRECT_FIELDS: 'გთხოვთ, სწორად შეავსოთ ველები.',
    OLD_PASSWORD_WRONG: 'ძველი პაროლი არასწორია',
    PASSWORD_CANNOT_CHANGE: 'პაროლის შეცვლა ვერ მოხერხდა.',
    EMPLOYER_ALREADY_REGISTERED: 'ასეთი დამსაქმებელი უკვე რეგისტრირებულია.',
    USERNAME_TAKEN: 'ეს მომხმარებლის სახელი უკვე დაკავებულია.',
    ANSWERS_INVALID: 'პასუხები არასწორია.',
    DATA_NOT_CHANGED: 'მოხდა შეცდომა და მონაცემები ვერ შეიცვალა.',
    PAYLOAD_TOO_LARGE: 'მოთხოვნა ძალიან დიდია.',
    UNSUPPORTED_MEDIA_TYPE: 'ამ ტიპის შიგთავსი არ მიიღება.',
    SERVICE_UNAVAILABLE: 'სერვისი დროებით მიუწვდომელია. სცადეთ ცოტა ხანში.',
    CONFLICT: 'მოთხოვნა ეწინააღმდეგება მიმდინარე მდგომარეობას. განაახლეთ გვერდი და სცადეთ თავიდან.',
    PRECONDITION_FAILED: 'ეს ჩანაწერი სხვამ შეცვალა. განაახლეთ და სცადეთ თავიდან.',
    INTERNAL: 'მოხდა შეცდომა. გთხოვთ, სცადოთ თავიდან.',
  },
  validation: {
    required: 'ველის შევსება სავალდებულოა.',
    invalidType: 'მნიშვნელობის ტიპი არასწორია.',
    tooShort: 'მინიმუმ {{min}} სიმბოლო.',
    tooLong: 'მაქსიმუმ {{max}} სიმბოლო.',
    usernameFormat: 'გამოიყენეთ 3-დან 50-მდე ლათინური ასო, ციფრი, წერტილი, დეფისი ან ქვედა ტირე.',
    passwordStrong:
      'პაროლი უნდა შედგებოდეს 8-დან 32-მდე ლათინური სიმბოლოსგან, მინიმუმ ერთი ციფრით და ერთი სპეციალური სიმბოლოთი.',
    passwordCommon: 'ეს პაროლი ძალიან გავრცელებულია. აირჩიეთ სხვა.',
    passwordsDoNotMatch: 'პაროლები არ ემთხვევა',
    emailRequired: 'გთხოვთ, შეიყვანოთ ელ-ფოსტის მისამართი',
    emailFormat: 'ელ-ფოსტის ფორმატი არასწორია',
    mobileMin: 'მობილურის ნომერი უნდა შეიცავდეს მინიმუმ {{min}} სიმბოლოს.',
    personalNumberDigits: 'პირადი ნომერი უნდა შეიცავდეს მხოლოდ ციფრებს.',
    personalNumberLength: 'პირადი ნომერი უნდა შედგებოდეს ზუსტად 11 ციფრისგან.',
    organizationCodeFormat: 'საიდენტიფიკაციო კოდი უნდა შედგებოდეს 9 ან 11 ციფრისგან.',
    organizationCodeLegal: 'იურიდიული პირის საიდენტიფიკაციო კოდი 9-ნიშნაა.',
    organizationTypeRequired: 'აირჩიეთ ორგანიზაციის ტიპი.',
    organizationNameRequired: 'შეიყვანეთ ორგანიზაციის დასახელება.',
    numeric: 'შეიყვანეთ რიცხვი.',
    notNegative: 'თანხა არ შეიძლება იყოს უარყოფითი.',
    twoDecimals: 'მაქსიმუმ 2 ათწილადი ნიშანი.',
    unknownField: 'ეს ველი არ მიიღება.',
    otpFormat: 'კოდი 6-ნიშნაა.',
    readOnly: 'ამ ველის შეცვლა აქ შეუძლებელია.',
    securityQuestionRequired: 'აირჩიეთ საიდუმლო კითხვა.',
    securityAnswerMin: 'პასუხი უნდა შეიცავდეს მინიმუმ {{min}} სიმბოლოს.',
  },
};

const ru: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'Неверное имя пользователя или пароль.',
    OTP_REQUIRED: 'Введите 6-значный код из приложения-аутентификатора.',
    OTP_INVALID: 'Одноразовый код неверен. Введите текущий код из приложения-аутентификатора.',
    TOO_MANY_ATTEMPTS: 'Слишком много попыток. Подождите {{seconds}} с и попробуйте снова.',
    UNAUTHORIZED: 'Пожалуйста, войдите в систему.',
    SESSION_EXPIRED: 'Сессия истекла, пожалуйста, войдите снова.',
    REFRESH_FAILED: 'Не удалось обновить сессию',
    FORBIDDEN: 'У вас нет доступа к этому действию.',
    NOT_FOUND: 'Страница не найдена.',
    RECORD_NOT_FOUND: 'Запись не найдена.',
    USER_NOT_FOUND: 'Ошибка загрузки данных пользователя. Пользователь не найден.',
    VALIDATION_FAILED: 'Пожалуйста, правильно заполните поля.',
    FILL_CORRECT_FIELDS: 'Пожалуйста, правильно заполните поля.',
    OLD_PASSWORD_WRONG: 'Старый пароль неверен',
    PASSWORD_CANNOT_CHANGE: 'Пароль не может быть изменён.',
    EMPLOYER_ALREADY_REGISTERED: 'Такой работодатель уже зарегистрирован.',
    USERNAME_TAKEN: 'Это имя пользователя уже занято.',
    ANSWERS_INVALID: 'Ответы неверны.',
    DATA_NOT_CHANGED: 'Произошла ошибка, данные не удалось изменить.',
    PAYLOAD_TOO_LARGE: 'Запрос слишком большой.',
    UNSUPPORTED_MEDIA_TYPE: 'Такой тип содержимого не принимается.',
    SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте чуть позже.',
    CONFLICT: 'Запрос противоречит текущему состоянию. Обновите страницу и попробуйте снова.',
    PRECONDITION_FAILED: 'Эту запись изменил кто-то другой. Обновите её и попробуйте снова.',
    INTERNAL: 'Произошла ошибка. Пожалуйста, попробуйте снова.',
  },
  validation: {
    required: 'Поле обязательно для заполнения.',
    invalidType: 'Значение имеет неверный тип.',
    tooShort: 'Не менее {{min}} символов.',
    tooLong: 'Не более {{max}} символов.',
    usernameFormat: 'Используйте от 3 до 50 латинских букв, цифр, точек, дефисов или подчёркиваний.',
    passwordStrong:
      'Пароль должен содержать от 8 до 32 латинских символов, хотя бы одну цифру и один специальный символ.',
    passwordCommon: 'Этот пароль слишком распространён. Выберите другой.',
    passwordsDoNotMatch: 'Пароли не совпадают',
    emailRequired: 'Пожалуйста, введите адрес электронной почты',
    emailFormat: 'Неверный формат электронной почты',
    mobileMin: 'Номер мобильного должен содержать не менее {{min}} символов.',
    personalNumberDigits: 'Личный номер должен содержать только цифры.',
    personalNumberLength: 'Личный номер должен состоять ровно из 11 цифр.',
    organizationCodeFormat: 'Идентификационный код должен состоять из 9 или 11 цифр.',
    organizationCodeLegal: 'Идентификационный код юридического лица состоит из 9 цифр.',
    organizationTypeRequired: 'Выберите тип организации.',
    organizationNameRequired: 'Введите название организации.',
    numeric: 'Введите число.',
    notNegative: 'Сумма не может быть отрицательной.',
    twoDecimals: 'Не более 2 знаков после запятой.',
    unknownField: 'Это поле не принимается.',
    otpFormat: 'Код состоит из 6 цифр.',
    readOnly: 'Это поле нельзя изменить здесь.',
    securityQuestionRequired: 'Выберите контрольный вопрос.',
    securityAnswerMin: 'Ответ должен содержать не менее {{min}} символов.',
  },
};

export const MESSAGES: Record<Lang, Catalogue> = { ka, en, ru };

function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function errorMessage(lang: Lang, code: ErrorCode, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[lang].errors[code], params);
}

/**
 * A validation message reference as zod schemas carry it: the key, and its parameters in query form
 * (`tooShort?min=3`), so a schema never holds prose and both sides can translate it.
 */
export function vmsg(key: ValidationKey, params?: Record<string, string | number>): string {
  if (!params) return key;
  return `${key}?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;
}

/** Splits a message reference made by `vmsg` into its key and parameters. */
export function parseVmsg(ref: string): { key: string; params: Record<string, string> } {
  const [key = '', query = ''] = ref.split('?', 2);
  const params: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const [name, value = ''] = pair.split('=', 2);
    if (name) params[name] = safeDecode(value);
  }
  return { key, params };
}

/** A malformed escape (a foreign text that happens to contain `?` and `%`) is kept as it is, never thrown. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isValidationKey(key: string): key is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(key);
}

/** Text of a validation message reference; an unknown key falls back to a generic text, never to nothing. */
export function validationMessage(lang: Lang, ref: string): string {
  const { key, params } = parseVmsg(ref);
  const text = (MESSAGES[lang].validation as Record<string, string>)[key];
  return text ? interpolate(text, params) : MESSAGES[lang].errors.FILL_CORRECT_FIELDS;
}

/** Confirmations the server answers (section 8). */
const SUCCESS = {
  passwordUpdated: { ka: 'პაროლი წარმატებით განახლდა', en: 'Password successfully updated', ru: 'Пароль успешно обновлён' },
  dataUpdated: { ka: 'მონაცემები წარმატებით განახლდა', en: 'Data successfully updated', ru: 'Данные успешно обновлены' },
  registered: { ka: 'რეგისტრაცია წარმატებით დასრულდა', en: 'Registration completed', ru: 'Регистрация завершена' },
  passwordReset: { ka: 'პაროლი შეიცვალა. შედით ახალი პაროლით.', en: 'The password has been changed. Sign in with the new password.', ru: 'Пароль изменён. Войдите с новым паролем.' },
} as const satisfies Record<string, Record<Lang, string>>;
export type SuccessKey = keyof typeof SUCCESS;

export function successMessage(lang: Lang, key: SuccessKey): string {
  return SUCCESS[key][lang];
}
