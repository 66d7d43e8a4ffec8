// The due-diligence objection between the BFF's JSON and the documents service's messages.
import {
  ObjectionRemedy,
  type ContractDeadline as ProtoContractDeadline,
  type DueDiligenceObjection,
  type ObjectionDraft,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  OBJECTION_SEVERITIES,
  OBJECTION_STEP_KEYS,
  type CreateObjectionRequest,
  type Objection,
  type ObjectionDeadline,
} from '../api/objections';

const PROTO_REMEDY = {
  repair: ObjectionRemedy.OBJECTION_REMEDY_REPAIR,
  credit: ObjectionRemedy.OBJECTION_REMEDY_CREDIT,
} as const;

const optional = (value: number | null) => (value === null ? undefined : value);

export function toProtoObjectionDraft(propertyId: string, request: CreateObjectionRequest): ObjectionDraft {
  return {
    propertyId,
    inspectionId: request.inspection_id,
    inspectionFileName: request.inspection_file_name,
    items: request.items.map((item) => ({
      findingId: item.finding_id,
      title: item.title,
      severity: item.severity,
      remedy: PROTO_REMEDY[item.remedy],
      costFrom: optional(item.cost_from),
      costTo: optional(item.cost_to),
      creditAmount: item.remedy === 'credit' ? optional(item.credit_amount) : undefined,
    })),
    sentOn: request.sent_on,
    sellerResponseDue: request.seller_response_due,
    resolutionDeadline: request.resolution_deadline,
    recipientName: request.recipient_name,
    recipientEmail: request.recipient_email,
    note: request.note,
  };
}

function remedyName(remedy: ObjectionRemedy): 'repair' | 'credit' {
  if (remedy === ObjectionRemedy.OBJECTION_REMEDY_REPAIR) return 'repair';
  if (remedy === ObjectionRemedy.OBJECTION_REMEDY_CREDIT) return 'credit';
  throw new Error(`documents answered an objection item without its remedy (${remedy})`);
}

function severityName(severity: string): Objection['items'][number]['severity'] {
  if (severity === '') return '';
  const known = OBJECTION_SEVERITIES.find((name) => name === severity);
  if (!known) throw new Error(`documents answered an unknown severity '${severity}'`);
  return known;
}

export function toApiObjection(objection: DueDiligenceObjection): Objection {
  const draft = objection.draft;
  if (!draft) throw new Error(`documents answered the objection ${objection.id} without its draft`);
  return {
    id: objection.id,
    property_id: draft.propertyId,
    inspection_id: draft.inspectionId,
    inspection_file_name: draft.inspectionFileName,
    items: draft.items.map((item) => ({
      finding_id: item.findingId,
      title: item.title,
      severity: severityName(item.severity),
      remedy: remedyName(item.remedy),
      cost_from: item.costFrom ?? null,
      cost_to: item.costTo ?? null,
      credit_amount: item.creditAmount ?? null,
    })),
    sent_on: draft.sentOn,
    seller_response_due: draft.sellerResponseDue,
    resolution_deadline: draft.resolutionDeadline,
    time: objection.time,
    time_zone: objection.timeZone || null,
    recipient_name: draft.recipientName,
    recipient_email: draft.recipientEmail,
    note: draft.note,
    property_address: objection.propertyAddress,
    state: objection.state,
    buyer_names: [...objection.buyerNames],
    seller_names: [...objection.sellerNames],
    purchase_agreement_id: objection.purchaseAgreementId || null,
    email: { subject: objection.emailSubject, body: objection.emailBody },
    created_at: objection.createdAt,
    updated_at: objection.updatedAt || null,
  };
}

export function toApiObjectionDeadline(deadline: ProtoContractDeadline): ObjectionDeadline {
  const key = OBJECTION_STEP_KEYS.find((known) => known === deadline.key);
  if (!key) throw new Error(`documents answered an unknown objection step '${deadline.key}'`);
  return {
    key,
    label: deadline.label,
    date: deadline.date || null,
    time: deadline.time,
    time_zone: deadline.timeZone || null,
    applies: deadline.applies,
    basis: deadline.basis,
  };
}
