import type { ErrorCode } from '../errors.ts';
import { isWithdrawnIn } from '../declarations/contributions.ts';
import type { Gender, IsoDate } from '../declarations/declaration.schema.ts';
import { optOutRefusal, optOutWindow, type OptOutWindow } from '../participants/opt-out.ts';

/**
 * Voluntary opt-out requests (docs/domain-rules.md "Who takes part" and "Opt-out";
 * docs/decisions/0027). An employer files the employee's written request for a participant who may leave the
 * scheme; the agency satisfies it — the contributions made are given back and the participant is withdrawn
 * from the fund — or rejects it with a reason. Only a new request may be changed or deleted.
 */
export const OPTOUT_STATUSES = ['new', 'satisfied', 'rejected'] as const;
export type OptOutStatus = (typeof OPTOUT_STATUSES)[number];

/** Names of the statuses in the three languages (`get-voluntaryOptout-status`). */
export const OPTOUT_STATUS_NAMES: Record<OptOutStatus, { nameKa: string; nameEn: string; nameRu: string }> = {
  new: { nameKa: 'ახალი', nameEn: 'New', nameRu: 'Новое' },
  satisfied: { nameKa: 'დაკმაყოფილებული: გასულია ფონდიდან', nameEn: 'Satisfied: withdrawn from fund', nameRu: 'Удовлетворено: выведен из фонда' },
  rejected: { nameKa: 'უარყოფილი', nameEn: 'Rejected', nameRu: 'Отклонено' },
};

/**
 * Documents a request carries (`get-voluntaryOptout-doctypes`): the employee's written request (required),
 * a copy of the identity document, anything else under "other".
 */
export const OPTOUT_DOC_TYPES = ['employee_request', 'identity_document', 'other'] as const;
export type OptOutDocType = (typeof OPTOUT_DOC_TYPES)[number];
/** The document every request must carry. */
export const OPTOUT_REQUIRED_DOC_TYPE: OptOutDocType = 'employee_request';

export const OPTOUT_DOC_TYPE_NAMES: Record<OptOutDocType, { nameKa: string; nameEn: string; nameRu: string }> = {
  employee_request: { nameKa: 'დასაქმებულის წერილობითი განცხადება', nameEn: "Employee's written request", nameRu: 'Письменное заявление работника' },
  identity_document: { nameKa: 'პირადობის დამადასტურებელი დოკუმენტის ასლი', nameEn: 'Copy of the identity document', nameRu: 'Копия документа, удостоверяющего личность' },
  other: { nameKa: 'სხვა დოკუმენტი', nameEn: 'Other document', nameRu: 'Другой документ' },
};

export const isOptOutDocType = (v: string): v is OptOutDocType => (OPTOUT_DOC_TYPES as readonly string[]).includes(v);

/** Whether a request in this status can still be changed, deleted or decided. */
export const optOutIsOpen = (status: OptOutStatus) => status === 'new';

/** The document types sent with a form's files: one code per file, in order, comma-separated; undefined when wrong. */
export function parseOptOutDocumentTypes(value: string | undefined, fileCount: number): OptOutDocType[] | undefined {
  const codes = (value ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length !== fileCount) return undefined;
  return codes.every(isOptOutDocType) ? codes : undefined;
}

/** Why a request for a person can't be filed by an organization today. */
export type OptOutEligibilityRefusal =
  | 'notEmployee'
  | 'alreadyWithdrawn'
  | 'alreadyRequested'
  | 'mandatoryParticipant'
  | 'notParticipant'
  | 'notJoined'
  | 'beforeWindow'
  | 'afterWindow';

/** What the organization's records and the requests say about a person. */
export interface OptOutCandidate {
  /** The person as the organization's latest declaration row gives it; null when the organization never declared them. */
  person: { birthDate: IsoDate; gender: Gender } | null;
  /** The month of the first contribution, across every employer; null before any. */
  joined: { year: number; month: number } | null;
  /** Withdrawn from the fund by a satisfied request. */
  withdrawn: boolean;
  /** A request for the person is new (by any organization), not counting the one being changed. */
  pending: boolean;
  on: IsoDate;
}

export interface OptOutEligibility {
  refusal: OptOutEligibilityRefusal | null;
  /** The window of the request, when the person is one who may opt out and has joined. */
  window: OptOutWindow | null;
}

/**
 * Whether an organization may file an opt-out request for a person today. The order of the checks is what a
 * user is told first: someone the organization never declared reveals nothing else; a person withdrawn or
 * with a request under way needs no other reason; then who may leave, then until when.
 */
export function optOutEligibility(c: OptOutCandidate): OptOutEligibility {
  if (!c.person) return { refusal: 'notEmployee', window: null };
  const window = c.joined ? optOutWindow(c.joined) : null;
  if (c.withdrawn) return { refusal: 'alreadyWithdrawn', window };
  if (c.pending) return { refusal: 'alreadyRequested', window };
  const refusal = optOutRefusal({ birthDate: c.person.birthDate, gender: c.person.gender, joined: c.joined, on: c.on });
  const mayLeave = refusal !== 'mandatoryParticipant' && refusal !== 'notParticipant';
  return { refusal, window: mayLeave ? window : null };
}

/** The error each refusal is answered with (its text in the message catalogue). */
export const OPTOUT_REFUSAL_ERRORS: Record<OptOutEligibilityRefusal, ErrorCode> = {
  notEmployee: 'OPTOUT_NOT_EMPLOYEE',
  alreadyWithdrawn: 'OPTOUT_ALREADY_WITHDRAWN',
  alreadyRequested: 'OPTOUT_ALREADY_REQUESTED',
  mandatoryParticipant: 'OPTOUT_MANDATORY_PARTICIPANT',
  notParticipant: 'OPTOUT_NOT_PARTICIPANT',
  notJoined: 'OPTOUT_NOT_JOINED',
  beforeWindow: 'OPTOUT_BEFORE_WINDOW',
  afterWindow: 'OPTOUT_AFTER_WINDOW',
};

/**
 * Whether a declaration row of a period carries contributions for a person withdrawn from the fund: none from
 * the month of the withdrawal on (domain-rules.md, "A row for someone who is not a participant carries zero
 * contributions").
 */
export function withdrawnFor(withdrawal: { year: number; month: number } | null, period: { year: number; month: number }): boolean {
  return isWithdrawnIn(withdrawal, period);
}
