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
  'contributionWithdrawn',
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
  'accountNumberFormat',
  'ibanNotGeorgian',
  'ibanLength',
  'ibanBankCode',
  'ibanDigits',
  'ibanCheckDigits',
  'accountBankMismatch',
  'bankRequired',
  'apiKeyScopesRequired',
  'apiKeyExpiryNotFuture',
  'bicFormat',
  'bankCodeFormat',
  'amountPositive',
  'monthFormat',
  'refundAboveBalance',
  'refundDocumentRequired',
  'refundDocumentType',
  'optoutDocumentRequired',
  'optoutDocumentType',
  'decisionReasonRequired',
  'organizationNotFound',
  'dateRangeOrder',
  'amountRangeOrder',
  'reversalAboveInitial',
  'personOrSurnameIncorrect',
  'nameNotOnRecord',
  'unitPriceFormat',
  'unitPriceDateRepeated',
  'csvColumns',
  'yearRequired',
  'annualYearNotPast',
  'annualYearBeforeScheme',
  'commentNotDifference',
  'commentRowRepeated',
  'commentPeriodFormat',
  'reportColumns',
  'reportRepeated',
  'reportPortfolioUnknown',
  'reportDate',
  'inflationMonth',
  'inflationRate',
  'reportAmount',
  'reportShare',
  'reportSection',
  'reportAssetClass',
  'reportCurrency',
  'reportHoldingName',
  'reportTooManyHoldings',
  'reportSharesTotal',
  'reportMissing',
  'reportAssetClassesTotal',
  'reportCurrenciesTotal',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** The texts of the statements the server writes as PDF (the participant's own, the employer's of one person). */
export const STATEMENT_TEXT_KEYS = [
  'participantTitle',
  'personalNumber',
  'asOf',
  'savings',
  'units',
  'yearIncome',
  'stateRate',
  'bandTwoPercent',
  'bandOnePercent',
  'bandNone',
  'colDate',
  'colPayment',
  'colConversion',
  'colOrganization',
  'colBase',
  'colContribution',
  'colState',
  'colUnits',
  'colPrice',
  'colSavings',
  'colStatus',
  'statusPaid',
  'statusUnpaid',
  'statusConverted',
  'participantEmpty',
  'participantFooter',
  'employerTitle',
  'year',
  'employeeContribution',
  'organizationContribution',
  'lineCount',
  'colEmployee',
  'colEmployer',
  'colTotal',
  'employerEmpty',
  'employerFooter',
  'totalPaid',
  'unitPriceOn',
  'accountHeading',
  'contributionsHeading',
  'colSource',
  'colThisYear',
  'colAllYears',
  'portfolioHeading',
  'portfolioName',
  'riskLevel',
  'risk1',
  'risk2',
  'risk3',
  'inPortfolio',
  'sinceDate',
  'sinceOpening',
  'reportOf',
  'netAssetsOn',
  'managementFee',
  'assetClassesOn',
  'currenciesOn',
  'holdingsOn',
  'colAssetClass',
  'colCurrency',
  'colHolding',
  'colShare',
  'assetDeposits',
  'assetBonds',
  'assetEquities',
  'assetOther',
  'noReport',
  'returnsHeading',
  'portfolioReturns',
  'ownReturn',
  'colPeriod',
  'colFrom',
  'colTo',
  'colReturn',
  'colPerYear',
  'colInflation',
  'inflationNote',
  'periodOneMonth',
  'periodOneYear',
  'periodThreeYears',
  'periodSinceStart',
  'noReturns',
  'colPaidIn',
  'colValue',
  'colGain',
  'noOwnReturn',
  'returnsNote',
  'historyHeading',
  'pageOf',
] as const;
export type StatementTextKey = (typeof STATEMENT_TEXT_KEYS)[number];

/** The texts of the portal's notices to a participant. */
export const NOTICE_TEXT_KEYS = ['portfolioSwitchDoneSubject', 'portfolioSwitchDoneText'] as const;
export type NoticeTextKey = (typeof NOTICE_TEXT_KEYS)[number];

/** One language's texts: the error codes', the validation keys', the statements' and the participant's notices'. */
export type Catalogue = {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  statements: Record<StatementTextKey, string>;
  notices: Record<NoticeTextKey, string>;
};

/**
 * Fills `{{name}}` with a parameter. `{{name, relativetime(unit)}}` says a number of units from now in the
 * language's own words and grammar ("in 15 minutes", "через 15 минут", "15 წუთში"), with the same syntax as
 * i18next's built-in formatter, so the web app reads these texts the same way.
 */
/**
 * `{{name}}`, `{{name, relativetime(unit)}}` ("in 5 seconds") and `{{name, duration(unit)}}` ("1 second",
 * "5 seconds"): a number with its unit in the language's own plural.
 */
function interpolate(lang: Lang, text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)(?:,\s*(relativetime|duration)\((\w+)\))?\}\}/g, (m, name: string, format: string | undefined, unit: string | undefined) => {
    if (!(name in params)) return m;
    const value = params[name]!;
    if (!unit || typeof value !== 'number') return String(value);
    if (format === 'duration') return new Intl.NumberFormat(localeOfLang(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
    return new Intl.RelativeTimeFormat(localeOfLang(lang), { numeric: 'always' }).format(value, unit as Intl.RelativeTimeFormatUnit);
  });
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

/** Text of a validation message reference in one language's texts; an unknown key falls back to a generic text, never to nothing. */
export function validationText(lang: Lang, texts: Catalogue, ref: string): string {
  const { key, params } = parseVmsg(ref);
  const text = (texts.validation as Record<string, string>)[key];
  return text ? interpolate(lang, text, params) : texts.errors.FILL_CORRECT_FIELDS;
}

/** A text of the statements in one language's texts, its parameters filled in. */
/** A text of the participant's notices in one language's texts, its parameters filled in. */
export function noticeText(lang: Lang, texts: Catalogue, key: NoticeTextKey, params?: Record<string, string | number>): string {
  return interpolate(lang, texts.notices[key], params);
}

export function statementText(lang: Lang, texts: Catalogue, key: StatementTextKey, params?: Record<string, string | number>): string {
  return interpolate(lang, texts.statements[key], params);
}

/** Text of an error code in one language's texts, its parameters filled in. */
export function errorText(lang: Lang, texts: Catalogue, code: ErrorCode, params?: Record<string, string | number>): string {
  return interpolate(lang, texts.errors[code], params);
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
