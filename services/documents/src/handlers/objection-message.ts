// The due-diligence objection between proto messages and the use cases: the request's draft parsed (field names are
// the proto's, which become the violations' names), the stored objection as a DueDiligenceObjection.
import { invalidArgument, type FieldViolations } from '@homeward/kit';
import type { FindingSeverity, ObjectionItem as LetterItem } from '@homeward/document-definitions';
import {
  ObjectionRemedy,
  type ContractDeadline,
  type DueDiligenceObjection,
  type ObjectionDraft as ProtoDraft,
  type ObjectionItem as ProtoItem,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  emailOf,
  type ObjectionDeadline,
  type ObjectionDraft,
  type ObjectionRecord,
} from '../domain/objection';
import { InvalidDocumentDataError } from '../domain/errors';
import { propertyIdOf } from './requests';

const SEVERITIES = new Set<string>(['critical', 'major', 'moderate', 'minor', 'informational']);
const REMEDY_OF: Partial<Record<ObjectionRemedy, LetterItem['remedy']>> = {
  [ObjectionRemedy.OBJECTION_REMEDY_REPAIR]: 'repair',
  [ObjectionRemedy.OBJECTION_REMEDY_CREDIT]: 'credit',
};

const refuse = (field: string, message: string) =>
  invalidArgument(message, { [field]: message } as FieldViolations);

function itemOf(item: ProtoItem, index: number): LetterItem {
  const remedy = REMEDY_OF[item.remedy];
  if (!remedy) throw refuse(`draft.items.${index}.remedy`, 'Choose a repair or a credit.');
  const severity = item.severity.trim().toLowerCase();
  if (severity && !SEVERITIES.has(severity)) throw refuse(`items.${index}.severity`, 'Unknown severity');
  return {
    finding_id: item.findingId.trim(),
    title: item.title,
    severity: severity as FindingSeverity | '',
    remedy,
    cost_from: item.costFrom ?? null,
    cost_to: item.costTo ?? null,
    credit_amount: item.creditAmount ?? null,
  };
}

/**
 * The request's draft; the use case checks its values. An edit (`forEdit`) ignores `property_id`: the objection
 * stays on its property.
 */
export function objectionDraftOf(draft: ProtoDraft | undefined, forEdit = false): ObjectionDraft {
  if (!draft) throw refuse('draft', 'The objection is required.');
  return {
    propertyId: forEdit ? '' : propertyIdOf(draft.propertyId),
    inspectionId: draft.inspectionId,
    inspectionFileName: draft.inspectionFileName,
    items: draft.items.map(itemOf),
    sentOn: draft.sentOn,
    sellerResponseDue: draft.sellerResponseDue,
    resolutionDeadline: draft.resolutionDeadline,
    recipientName: draft.recipientName,
    recipientEmail: draft.recipientEmail,
    note: draft.note,
  };
}

const PROTO_REMEDY: Record<LetterItem['remedy'], ObjectionRemedy> = {
  repair: ObjectionRemedy.OBJECTION_REMEDY_REPAIR,
  credit: ObjectionRemedy.OBJECTION_REMEDY_CREDIT,
};

const optional = (value: number | null) => (value === null ? undefined : value);

export function toObjectionMessage(record: ObjectionRecord): DueDiligenceObjection {
  const email = emailOf(record);
  return {
    id: record.id,
    draft: {
      propertyId: record.propertyId,
      inspectionId: record.inspectionId,
      inspectionFileName: record.inspectionFileName,
      items: record.items.map((item) => ({
        findingId: item.finding_id,
        title: item.title,
        severity: item.severity,
        remedy: PROTO_REMEDY[item.remedy],
        costFrom: optional(item.cost_from),
        costTo: optional(item.cost_to),
        creditAmount: optional(item.credit_amount),
      })),
      sentOn: record.sentOn,
      sellerResponseDue: record.sellerResponseDue,
      resolutionDeadline: record.resolutionDeadline,
      recipientName: record.recipientName,
      recipientEmail: record.recipientEmail,
      note: record.note,
    },
    time: record.time,
    timeZone: record.timeZone,
    propertyAddress: record.propertyAddress,
    state: record.state,
    buyerNames: record.buyerNames,
    sellerNames: record.sellerNames,
    purchaseAgreementId: record.purchaseAgreementId ?? '',
    emailSubject: email.subject,
    emailBody: email.body,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt?.toISOString() ?? '',
  };
}

export const toObjectionDeadline = (deadline: ObjectionDeadline): ContractDeadline => ({ ...deadline });

/** The use case names a bad value within the draft (`sent_on`); the request has it under `draft` (`draft.sent_on`). */
export async function underDraft<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (!(error instanceof InvalidDocumentDataError)) throw error;
    const violations = Object.fromEntries(
      Object.entries(error.violations).map(([path, message]) => [`draft.${path}`, message]),
    );
    throw new InvalidDocumentDataError(violations);
  }
}
