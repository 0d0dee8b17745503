import type { ErrorCode } from '../errors.ts';
import { localeOfLang, type Lang } from './languages.ts';

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
  'dateFormat',
  'personalNumberRepeated',
  'personalNumberLeadingZero',
  'amountTooLarge',
  'dateCellFormat',
  'birthDateRange',
  'genderValue',
  'optInValue',
  'optInWrittenRequest',
  'contributionMismatch',
  'contributionNotDue',
  'incomeTaxDiffers',
  'netAmountDiffers',
  'periodInFuture',
  'periodBeforeScheme',
  'monthRange',
  'declarationType',
  'declarationForm',
  'ownIncomePersonalNumber',
  'ownIncomeSingleRow',
  'cellFormula',
  'cellError',
  'templateMismatch',
  'controlCharacters',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

type Catalogue = { errors: Record<ErrorCode, string>; validation: Record<ValidationKey, string> };

const en: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'Incorrect username or password.',
    OTP_REQUIRED: 'Enter the 6-digit code from your authenticator app.',
    OTP_INVALID: 'The one-time code is not valid. Enter the current code from your authenticator app.',
    OTP_ENROLMENT_REQUIRED: 'Set up two-step sign-in: add the key to your authenticator app (scan the QR code) and enter the 6-digit code it shows.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
    TOO_MANY_FAILED_ATTEMPTS: 'Too many failed attempts. Please try again {{minutes, relativetime(minute)}}.',
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
    MULTIPART_MALFORMED: 'The form and its files could not be read: the request is incomplete or malformed. Please send it again.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
    CONFLICT: 'The request conflicts with the current state. Please reload and try again.',
    PRECONDITION_FAILED: 'Someone else changed this record. Please reload it and try again.',
    FILE_TOO_LARGE: 'The file “{{name}}” is larger than {{maxMb}} MB.',
    FILE_EMPTY: 'The file “{{name}}” is empty.',
    FILE_TYPE_NOT_ALLOWED: 'The file “{{name}}” is not of an accepted type: PDF, DjVu, Excel, Word, text, image or archive.',
    FILE_CONTENT_MISMATCH: 'The content of the file “{{name}}” does not match its extension.',
    TOO_MANY_FILES: 'At most {{max}} files can be attached.',
    GEORGIAN_TEXT_REQUIRED: 'Enter the subject and the text in Georgian.',
    RECIPIENTS_REQUIRED: 'Choose the recipients: all organizations or their identification codes.',
    UNKNOWN_RECIPIENTS: 'No organization is registered with these codes: {{codes}}. Nothing was sent.',
    READ_BY_ORGANIZATION_ONLY: 'Only the organization\'s own users can confirm that they have read this.',
    DECLARATION_NOT_AVAILABLE: 'Declaration is no longer available.',
    DECLARATION_ALREADY_PROCESSED: 'Declaration is already processed and cannot be deleted or edited.',
    DECLARATION_PROCESSING: 'Failed to delete, add or edit. The declaration is being processed!',
    DECLARATION_HAS_ERRORS: 'Error found, please check the declaration.',
    DECLARATION_EMPTY: 'The declaration has no rows. Add the employees of the month before submitting it.',
    DECLARATION_NOT_OPEN: 'Only an open (submitted) declaration can be closed.',
    DECLARATION_PERIOD_TAKEN: 'A declaration of this type for this month already exists. Open it instead of creating another one.',
    PERSONAL_NUMBER_REPEATED: 'Private number is repeated.',
    EMPLOYEE_ALREADY_REGISTERED: 'An employee with this personal number is already registered.',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    IDEMPOTENCY_IN_PROGRESS: 'The same request is still being processed. Please wait a moment and try again.',
    SPREADSHEET_REQUIRED: 'Choose an Excel file (.xlsx) to upload.',
    SPREADSHEET_TOO_LARGE: 'The file is larger than {{maxMb}} MB. Split the declaration into smaller files.',
    SPREADSHEET_NOT_XLSX: 'The file is not an Excel workbook (.xlsx). Download the template, fill it in and upload it.',
    SPREADSHEET_UNSAFE: 'The file can not be read safely: once unpacked it would be far larger than its data (empty formatted cells, other sheets, very large styles or too many parts). Copy the declaration\'s rows into the template, save it as .xlsx and upload it again.',
    SPREADSHEET_UNREADABLE: 'The file could not be read. Save it again as .xlsx and retry.',
    SPREADSHEET_WRONG_COLUMNS: 'The columns of the file do not match the template of this declaration: {{columns}}. Download the template and keep its columns.',
    SPREADSHEET_EMPTY: 'The file has no rows to declare.',
    SPREADSHEET_TOO_MANY_ROWS: 'The file has more than {{max}} rows. Split it into several files.',
    SPREADSHEET_MISMATCH: 'The file is a template of another declaration type or form. Download the template of this declaration.',
    UPLOAD_IN_PROGRESS: 'An upload of yours is still being read. Wait for it to finish (about {{seconds}} seconds), then upload this file again.',
    UPLOADS_BUSY: 'The server is busy reading other uploads. Nothing was saved: upload the file again in {{seconds}} seconds.',
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
    personalNumberRepeated: 'Private number is repeated.',
    personalNumberLeadingZero: 'The personal number has 10 digits: the spreadsheet probably dropped its leading zero. Format the column as text and enter all 11 digits.',
    amountTooLarge: 'The amount is too large.',
    dateCellFormat: 'Enter the date as DD.MM.YYYY (e.g. 05.03.1985) or YYYY-MM-DD.',
    birthDateRange: 'The date of birth can not be in the future or before 1900.',
    genderValue: 'Choose the gender: male or female.',
    optInValue: 'Enter 1 or 0.',
    optInWrittenRequest: 'Voluntary participation requires the employee\'s written request. Confirm that the request exists.',
    contributionMismatch: 'The contribution must be {{expected}}.',
    contributionNotDue: 'This person does not take part in the scheme (of pension age on 6 August 2018, without voluntary participation): the contribution must be 0.00.',
    incomeTaxDiffers: 'The declared income tax differs from the computed {{expected}}. Keep it only if an exemption applies.',
    netAmountDiffers: 'The declared net amount differs from the computed {{expected}}. Please check it.',
    periodInFuture: 'The declaration can not be for a future month.',
    periodBeforeScheme: 'Declarations are filed for months from January 2019.',
    monthRange: 'Choose a month.',
    declarationType: 'Choose the declaration type.',
    declarationForm: 'Choose the form: simple or detailed.',
    ownIncomePersonalNumber: 'In a declaration of own income the personal number must be your own.',
    ownIncomeSingleRow: 'A declaration of own income has a single row.',
    cellFormula: 'The cell contains a formula without a value. Enter the value itself.',
    cellError: 'The cell contains an error value (such as #N/A). Enter a correct value.',
    templateMismatch: 'The file does not match the declaration\'s type and form. Download the template of this declaration and fill it in.',
    controlCharacters: 'The text contains characters that are not allowed (control characters such as a NUL byte). Remove them and try again.',
    dateFormat: 'Enter a date as YYYY-MM-DD.',
  },
};

const ka: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'მომხმარებლის სახელი ან პაროლი არასწორია.',
    OTP_REQUIRED: 'შეიყვანეთ 6-ნიშნა კოდი ავთენტიფიკატორის აპლიკაციიდან.',
    OTP_INVALID: 'ერთჯერადი კოდი არასწორია. შეიყვანეთ მიმდინარე კოდი ავთენტიფიკატორის აპლიკაციიდან.',
    OTP_ENROLMENT_REQUIRED: 'გააქტიურეთ ორეტაპიანი ავტორიზაცია: დაამატეთ გასაღები ავთენტიფიკატორის აპლიკაციაში (დაასკანერეთ QR კოდი) და შეიყვანეთ მის მიერ ნაჩვენები 6-ნიშნა კოდი.',
    TOO_MANY_ATTEMPTS: 'ძალიან ბევრი მცდელობა. დაელოდეთ {{seconds}} წამს და სცადეთ თავიდან.',
    TOO_MANY_FAILED_ATTEMPTS: 'ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან {{minutes, relativetime(minute)}}.',
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
    MULTIPART_MALFORMED: 'ფორმა და მისი ფაილები ვერ წაიკითხა: მოთხოვნა არასრული ან დაზიანებულია. გთხოვთ, გაგზავნოთ ხელახლა.',
    SERVICE_UNAVAILABLE: 'სერვისი დროებით მიუწვდომელია. სცადეთ ცოტა ხანში.',
    CONFLICT: 'მოთხოვნა ეწინააღმდეგება მიმდინარე მდგომარეობას. განაახლეთ გვერდი და სცადეთ თავიდან.',
    PRECONDITION_FAILED: 'ეს ჩანაწერი სხვამ შეცვალა. განაახლეთ და სცადეთ თავიდან.',
    FILE_TOO_LARGE: 'ფაილი „{{name}}“ აღემატება {{maxMb}} მბ-ს.',
    FILE_EMPTY: 'ფაილი „{{name}}“ ცარიელია.',
    FILE_TYPE_NOT_ALLOWED: 'ფაილი „{{name}}“ დაუშვებელი ტიპისაა. დასაშვებია: PDF, DjVu, Excel, Word, ტექსტური ფაილი, გამოსახულება ან არქივი.',
    FILE_CONTENT_MISMATCH: 'ფაილის „{{name}}“ შიგთავსი არ შეესაბამება მის გაფართოებას.',
    TOO_MANY_FILES: 'შესაძლებელია მაქსიმუმ {{max}} ფაილის მიმაგრება.',
    GEORGIAN_TEXT_REQUIRED: 'შეიყვანეთ თემა და ტექსტი ქართულად.',
    RECIPIENTS_REQUIRED: 'მიუთითეთ ადრესატები: ყველა ორგანიზაცია ან მათი საიდენტიფიკაციო კოდები.',
    UNKNOWN_RECIPIENTS: 'ამ კოდებით ორგანიზაცია არ არის რეგისტრირებული: {{codes}}. არაფერი გაიგზავნა.',
    READ_BY_ORGANIZATION_ONLY: 'წაკითხვის დადასტურება მხოლოდ ორგანიზაციის მომხმარებელს შეუძლია.',
    DECLARATION_NOT_AVAILABLE: 'დეკლარაცია აღარ არის ხელმისაწვდომი.',
    DECLARATION_ALREADY_PROCESSED: 'დეკლარაცია უკვე დამუშავებულია და მისი წაშლა ან რედაქტირება შეუძლებელია.',
    DECLARATION_PROCESSING: 'წაშლა, დამატება ან რედაქტირება ვერ მოხერხდა. დეკლარაცია მუშავდება!',
    DECLARATION_HAS_ERRORS: 'აღმოჩენილია შეცდომა, გთხოვთ, გადაამოწმოთ დეკლარაცია.',
    DECLARATION_EMPTY: 'დეკლარაციას არ აქვს ჩანაწერები. წარდგენამდე დაამატეთ თვის დასაქმებულები.',
    DECLARATION_NOT_OPEN: 'დახურვა შესაძლებელია მხოლოდ ღია (წარდგენილი) დეკლარაციის.',
    DECLARATION_PERIOD_TAKEN: 'ამ თვის ამ ტიპის დეკლარაცია უკვე არსებობს. გახსენით ის ახლის შექმნის ნაცვლად.',
    PERSONAL_NUMBER_REPEATED: 'პირადი ნომერი მეორდება.',
    EMPLOYEE_ALREADY_REGISTERED: 'ამ პირადი ნომრით დასაქმებული უკვე რეგისტრირებულია.',
    IDEMPOTENCY_KEY_REUSED: 'ეს Idempotency-Key უკვე გამოყენებულია სხვა მოთხოვნისთვის. ახალი მოთხოვნისთვის გამოიყენეთ ახალი გასაღები.',
    IDEMPOTENCY_IN_PROGRESS: 'იგივე მოთხოვნა ჯერ კიდევ მუშავდება. გთხოვთ, დაელოდოთ და სცადოთ თავიდან.',
    SPREADSHEET_REQUIRED: 'აირჩიეთ ასატვირთი Excel ფაილი (.xlsx).',
    SPREADSHEET_TOO_LARGE: 'ფაილი აღემატება {{maxMb}} მბ-ს. დაყავით დეკლარაცია უფრო მცირე ფაილებად.',
    SPREADSHEET_NOT_XLSX: 'ფაილი არ არის Excel-ის სამუშაო წიგნი (.xlsx). ჩამოტვირთეთ შაბლონი, შეავსეთ და ატვირთეთ.',
    SPREADSHEET_UNSAFE: 'ფაილის უსაფრთხოდ წაკითხვა შეუძლებელია: გაშლისას ის ბევრად დიდი იქნება, ვიდრე მისი მონაცემები (ცარიელი ფორმატირებული უჯრები, სხვა ფურცლები, ძალიან დიდი სტილები ან ზედმეტად ბევრი ნაწილი). დეკლარაციის სტრიქონები გადაიტანეთ შაბლონში, შეინახეთ .xlsx ფორმატში და ატვირთეთ ხელახლა.',
    SPREADSHEET_UNREADABLE: 'ფაილის წაკითხვა ვერ მოხერხდა. შეინახეთ თავიდან .xlsx ფორმატში და სცადეთ ხელახლა.',
    SPREADSHEET_WRONG_COLUMNS: 'ფაილის სვეტები არ შეესაბამება ამ დეკლარაციის შაბლონს: {{columns}}. ჩამოტვირთეთ შაბლონი და შეინარჩუნეთ მისი სვეტები.',
    SPREADSHEET_EMPTY: 'ფაილში დეკლარირებისთვის ჩანაწერები არ არის.',
    SPREADSHEET_TOO_MANY_ROWS: 'ფაილში {{max}}-ზე მეტი ჩანაწერია. დაყავით რამდენიმე ფაილად.',
    SPREADSHEET_MISMATCH: 'ფაილი სხვა ტიპის ან ფორმის დეკლარაციის შაბლონია. ჩამოტვირთეთ ამ დეკლარაციის შაბლონი.',
    UPLOAD_IN_PROGRESS: 'თქვენი ერთ-ერთი ატვირთული ფაილი ჯერ კიდევ იკითხება. დაელოდეთ მის დასრულებას (დაახლოებით {{seconds}} წამი) და ეს ფაილი ატვირთეთ ხელახლა.',
    UPLOADS_BUSY: 'სერვერი დაკავებულია სხვა ატვირთული ფაილების წაკითხვით. არაფერი შენახულა: ფაილი ატვირთეთ ხელახლა {{seconds}} წამში.',
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
    personalNumberRepeated: 'პირადი ნომერი მეორდება.',
    personalNumberLeadingZero: 'პირად ნომერში 10 ციფრია: ცხრილმა, სავარაუდოდ, საწყისი ნული წაშალა. სვეტს მიანიჭეთ ტექსტის ფორმატი და შეიყვანეთ სრული 11 ციფრი.',
    amountTooLarge: 'თანხა ძალიან დიდია.',
    dateCellFormat: 'შეიყვანეთ თარიღი ფორმატით დდ.თთ.წწწწ (მაგ. 05.03.1985) ან წწწწ-თთ-დდ.',
    birthDateRange: 'დაბადების თარიღი არ შეიძლება იყოს მომავალში ან 1900 წლამდე.',
    genderValue: 'მიუთითეთ სქესი: მამრობითი ან მდედრობითი.',
    optInValue: 'შეიყვანეთ 1 ან 0.',
    optInWrittenRequest: 'ნებაყოფლობითი მონაწილეობისთვის საჭიროა დასაქმებულის წერილობითი მოთხოვნა. დაადასტურეთ, რომ მოთხოვნა არსებობს.',
    contributionMismatch: 'შენატანი უნდა იყოს {{expected}}.',
    contributionNotDue: 'ეს პირი არ არის საპენსიო სქემის მონაწილე (2018 წლის 6 აგვისტოს მდგომარეობით უკვე ჰქონდა საპენსიო ასაკი და ნებაყოფლობით არ გაწევრიანებულა): შენატანი უნდა იყოს 0.00.',
    incomeTaxDiffers: 'მითითებული საშემოსავლო გადასახადი განსხვავდება გამოთვლილისგან ({{expected}}). დატოვეთ ის მხოლოდ შეღავათის არსებობისას.',
    netAmountDiffers: 'მითითებული ხელზე ასაღები თანხა განსხვავდება გამოთვლილისგან ({{expected}}). გთხოვთ, გადაამოწმოთ.',
    periodInFuture: 'დეკლარაცია არ შეიძლება იყოს მომავალი თვისთვის.',
    periodBeforeScheme: 'დეკლარაცია წარედგინება 2019 წლის იანვრიდან მოყოლებული თვეებისთვის.',
    monthRange: 'აირჩიეთ თვე.',
    declarationType: 'აირჩიეთ დეკლარაციის ტიპი.',
    declarationForm: 'აირჩიეთ ფორმა: მარტივი ან დეტალური.',
    ownIncomePersonalNumber: 'საკუთარი შემოსავლის დეკლარაციაში პირადი ნომერი უნდა იყოს თქვენი.',
    ownIncomeSingleRow: 'საკუთარი შემოსავლის დეკლარაცია მხოლოდ ერთ ჩანაწერს შეიცავს.',
    cellFormula: 'უჯრა შეიცავს ფორმულას მნიშვნელობის გარეშე. შეიყვანეთ თავად მნიშვნელობა.',
    cellError: 'უჯრა შეიცავს შეცდომის მნიშვნელობას (მაგ. #N/A). შეიყვანეთ სწორი მნიშვნელობა.',
    templateMismatch: 'ფაილი არ შეესაბამება დეკლარაციის ტიპსა და ფორმას. ჩამოტვირთეთ ამ დეკლარაციის შაბლონი და შეავსეთ ის.',
    controlCharacters: 'ტექსტი შეიცავს დაუშვებელ სიმბოლოებს (მმართველ სიმბოლოებს, მაგ. NUL). წაშალეთ ისინი და სცადეთ თავიდან.',
    dateFormat: 'შეიყვანეთ თარიღი ფორმატით წწწწ-თთ-დდ.',
  },
};

const ru: Catalogue = {
  errors: {
    INVALID_CREDENTIALS: 'Неверное имя пользователя или пароль.',
    OTP_REQUIRED: 'Введите 6-значный код из приложения-аутентификатора.',
    OTP_INVALID: 'Одноразовый код неверен. Введите текущий код из приложения-аутентификатора.',
    OTP_ENROLMENT_REQUIRED: 'Настройте двухэтапный вход: добавьте ключ в приложение-аутентификатор (отсканируйте QR-код) и введите 6-значный код, который оно покажет.',
    TOO_MANY_ATTEMPTS: 'Слишком много попыток. Подождите {{seconds}} с и попробуйте снова.',
    TOO_MANY_FAILED_ATTEMPTS: 'Слишком много неудачных попыток. Попробуйте снова {{minutes, relativetime(minute)}}.',
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
    MULTIPART_MALFORMED: 'Не удалось прочитать форму с файлами: запрос неполный или повреждён. Отправьте его ещё раз.',
    SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте чуть позже.',
    CONFLICT: 'Запрос противоречит текущему состоянию. Обновите страницу и попробуйте снова.',
    PRECONDITION_FAILED: 'Эту запись изменил кто-то другой. Обновите её и попробуйте снова.',
    FILE_TOO_LARGE: 'Файл «{{name}}» больше {{maxMb}} МБ.',
    FILE_EMPTY: 'Файл «{{name}}» пуст.',
    FILE_TYPE_NOT_ALLOWED: 'Тип файла «{{name}}» не допускается. Допустимы: PDF, DjVu, Excel, Word, текст, изображение или архив.',
    FILE_CONTENT_MISMATCH: 'Содержимое файла «{{name}}» не соответствует его расширению.',
    TOO_MANY_FILES: 'Можно прикрепить не более {{max}} файлов.',
    GEORGIAN_TEXT_REQUIRED: 'Введите тему и текст на грузинском языке.',
    RECIPIENTS_REQUIRED: 'Укажите получателей: все организации или их идентификационные коды.',
    UNKNOWN_RECIPIENTS: 'Организации с этими кодами не зарегистрированы: {{codes}}. Ничего не отправлено.',
    READ_BY_ORGANIZATION_ONLY: 'Подтвердить прочтение могут только пользователи самой организации.',
    DECLARATION_NOT_AVAILABLE: 'Декларация больше недоступна.',
    DECLARATION_ALREADY_PROCESSED: 'Декларация уже обработана, её нельзя удалить или изменить.',
    DECLARATION_PROCESSING: 'Не удалось удалить, добавить или изменить. Декларация обрабатывается!',
    DECLARATION_HAS_ERRORS: 'Обнаружена ошибка, пожалуйста, проверьте декларацию.',
    DECLARATION_EMPTY: 'В декларации нет строк. Добавьте работников месяца перед подачей.',
    DECLARATION_NOT_OPEN: 'Закрыть можно только открытую (поданную) декларацию.',
    DECLARATION_PERIOD_TAKEN: 'Декларация этого типа за этот месяц уже существует. Откройте её вместо создания новой.',
    PERSONAL_NUMBER_REPEATED: 'Личный номер повторяется.',
    EMPLOYEE_ALREADY_REGISTERED: 'Работник с этим личным номером уже зарегистрирован.',
    IDEMPOTENCY_KEY_REUSED: 'Этот Idempotency-Key уже использован для другого запроса. Для нового запроса используйте новый ключ.',
    IDEMPOTENCY_IN_PROGRESS: 'Тот же запрос ещё обрабатывается. Подождите немного и попробуйте снова.',
    SPREADSHEET_REQUIRED: 'Выберите файл Excel (.xlsx) для загрузки.',
    SPREADSHEET_TOO_LARGE: 'Файл больше {{maxMb}} МБ. Разделите декларацию на файлы поменьше.',
    SPREADSHEET_NOT_XLSX: 'Файл не является книгой Excel (.xlsx). Скачайте шаблон, заполните его и загрузите.',
    SPREADSHEET_UNSAFE: 'Файл нельзя прочитать безопасно: после распаковки он оказался бы намного больше своих данных (пустые отформатированные ячейки, другие листы, очень большие стили или слишком много частей). Перенесите строки декларации в шаблон, сохраните его в формате .xlsx и загрузите снова.',
    SPREADSHEET_UNREADABLE: 'Не удалось прочитать файл. Сохраните его заново в формате .xlsx и повторите.',
    SPREADSHEET_WRONG_COLUMNS: 'Столбцы файла не соответствуют шаблону этой декларации: {{columns}}. Скачайте шаблон и сохраните его столбцы.',
    SPREADSHEET_EMPTY: 'В файле нет строк для декларирования.',
    SPREADSHEET_TOO_MANY_ROWS: 'В файле более {{max}} строк. Разделите его на несколько файлов.',
    SPREADSHEET_MISMATCH: 'Файл — шаблон декларации другого типа или формы. Скачайте шаблон этой декларации.',
    UPLOAD_IN_PROGRESS: 'Один из ваших загруженных файлов ещё читается. Дождитесь его окончания (около {{seconds}} с) и загрузите этот файл снова.',
    UPLOADS_BUSY: 'Сервер занят чтением других загрузок. Ничего не сохранено: загрузите файл снова через {{seconds}} с.',
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
    personalNumberRepeated: 'Личный номер повторяется.',
    personalNumberLeadingZero: 'В личном номере 10 цифр: вероятно, таблица удалила ведущий ноль. Задайте столбцу текстовый формат и введите все 11 цифр.',
    amountTooLarge: 'Слишком большая сумма.',
    dateCellFormat: 'Введите дату в формате ДД.ММ.ГГГГ (например, 05.03.1985) или ГГГГ-ММ-ДД.',
    birthDateRange: 'Дата рождения не может быть в будущем или ранее 1900 года.',
    genderValue: 'Укажите пол: мужской или женский.',
    optInValue: 'Введите 1 или 0.',
    optInWrittenRequest: 'Для добровольного участия нужно письменное заявление работника. Подтвердите, что заявление есть.',
    contributionMismatch: 'Взнос должен составлять {{expected}}.',
    contributionNotDue: 'Это лицо не является участником пенсионной схемы (на 6 августа 2018 года уже достигло пенсионного возраста и не вступило в неё добровольно): взнос должен быть 0.00.',
    incomeTaxDiffers: 'Указанный подоходный налог отличается от рассчитанного ({{expected}}). Оставьте его, только если применяется льгота.',
    netAmountDiffers: 'Указанная сумма на руки отличается от рассчитанной ({{expected}}). Пожалуйста, проверьте её.',
    periodInFuture: 'Декларация не может быть за будущий месяц.',
    periodBeforeScheme: 'Декларации подаются за месяцы начиная с января 2019 года.',
    monthRange: 'Выберите месяц.',
    declarationType: 'Выберите тип декларации.',
    declarationForm: 'Выберите форму: простую или детальную.',
    ownIncomePersonalNumber: 'В декларации о собственном доходе личный номер должен быть вашим.',
    ownIncomeSingleRow: 'Декларация о собственном доходе содержит одну строку.',
    cellFormula: 'Ячейка содержит формулу без значения. Введите само значение.',
    cellError: 'Ячейка содержит значение ошибки (например, #N/A). Введите правильное значение.',
    templateMismatch: 'Файл не соответствует типу и форме декларации. Скачайте шаблон этой декларации и заполните его.',
    controlCharacters: 'Текст содержит недопустимые символы (управляющие символы, например NUL). Удалите их и повторите попытку.',
    dateFormat: 'Введите дату в формате ГГГГ-ММ-ДД.',
  },
};

export const MESSAGES: Record<Lang, Catalogue> = { ka, en, ru };

/**
 * Fills `{{name}}` with a parameter. `{{name, relativetime(unit)}}` says a number of units from now in the
 * language's own words and grammar ("in 15 minutes", "через 15 минут", "15 წუთში"), with the same syntax as
 * i18next's built-in formatter, so the web app reads these texts the same way.
 */
function interpolate(lang: Lang, text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)(?:,\s*relativetime\((\w+)\))?\}\}/g, (m, name: string, unit: string | undefined) => {
    if (!(name in params)) return m;
    const value = params[name]!;
    if (!unit || typeof value !== 'number') return String(value);
    return new Intl.RelativeTimeFormat(localeOfLang(lang), { numeric: 'always' }).format(value, unit as Intl.RelativeTimeFormatUnit);
  });
}

export function errorMessage(lang: Lang, code: ErrorCode, params?: Record<string, string | number>): string {
  return interpolate(lang, MESSAGES[lang].errors[code], params);
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
  return text ? interpolate(lang, text, params) : MESSAGES[lang].errors.FILL_CORRECT_FIELDS;
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
