// The `due_diligence_objections` table: the only place that builds its SQL. Every query filters by the caller.
import type { Knex } from '@homeward/kit';
import type { ObjectionDraft, ObjectionRecord } from '../domain/objection';

const TABLE = 'due_diligence_objections';

interface ObjectionRow {
  id: string;
  auth_user_id: string;
  property_id: string;
  inspection_id: string;
  inspection_file_name: string;
  items: ObjectionRecord['items'];
  sent_on: string;
  seller_response_due: string;
  resolution_deadline: string;
  deadline_time: string;
  time_zone: string;
  recipient_name: string;
  recipient_email: string;
  note: string;
  property_address: string;
  state: string;
  buyer_names: string[];
  seller_names: string[];
  purchase_agreement_id: string | null;
  created_at: Date;
  updated_at: Date | null;
}

const fromRow = (row: ObjectionRow): ObjectionRecord => ({
  id: row.id,
  userId: row.auth_user_id,
  propertyId: row.property_id,
  inspectionId: row.inspection_id,
  inspectionFileName: row.inspection_file_name,
  items: row.items,
  sentOn: row.sent_on,
  sellerResponseDue: row.seller_response_due,
  resolutionDeadline: row.resolution_deadline,
  time: row.deadline_time,
  timeZone: row.time_zone,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  note: row.note,
  propertyAddress: row.property_address,
  state: row.state,
  buyerNames: row.buyer_names,
  sellerNames: row.seller_names,
  purchaseAgreementId: row.purchase_agreement_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function insertObjection(
  db: Knex,
  record: Omit<ObjectionRecord, 'createdAt' | 'updatedAt'>,
): Promise<ObjectionRecord> {
  const [row] = await db(TABLE)
    .insert({
      id: record.id,
      auth_user_id: record.userId,
      property_id: record.propertyId,
      inspection_id: record.inspectionId,
      inspection_file_name: record.inspectionFileName,
      items: JSON.stringify(record.items),
      sent_on: record.sentOn,
      seller_response_due: record.sellerResponseDue,
      resolution_deadline: record.resolutionDeadline,
      deadline_time: record.time,
      time_zone: record.timeZone,
      recipient_name: record.recipientName,
      recipient_email: record.recipientEmail,
      note: record.note,
      property_address: record.propertyAddress,
      state: record.state,
      buyer_names: JSON.stringify(record.buyerNames),
      seller_names: JSON.stringify(record.sellerNames),
      purchase_agreement_id: record.purchaseAgreementId,
    })
    .returning('*');
  return fromRow(row as ObjectionRow);
}

/** What an edit rewrites: the buyer's draft (not its property) and the agreement and time it is held to. */
export type ObjectionEdit = Omit<ObjectionDraft, 'propertyId'> &
  Pick<ObjectionRecord, 'purchaseAgreementId' | 'time'>;

/** Rewrites the caller's objection; undefined when the caller has no such objection. */
export async function updateOwnedObjection(
  db: Knex,
  userId: string,
  id: string,
  edit: ObjectionEdit,
): Promise<ObjectionRecord | undefined> {
  const [row] = await db(TABLE)
    .where({ id, auth_user_id: userId })
    .update({
      inspection_id: edit.inspectionId,
      inspection_file_name: edit.inspectionFileName,
      items: JSON.stringify(edit.items),
      sent_on: edit.sentOn,
      seller_response_due: edit.sellerResponseDue,
      resolution_deadline: edit.resolutionDeadline,
      deadline_time: edit.time,
      recipient_name: edit.recipientName,
      recipient_email: edit.recipientEmail,
      note: edit.note,
      purchase_agreement_id: edit.purchaseAgreementId,
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row && fromRow(row as ObjectionRow);
}

export async function findOwnedObjection(
  db: Knex,
  userId: string,
  id: string,
): Promise<ObjectionRecord | undefined> {
  const row = await db(TABLE).where({ id, auth_user_id: userId }).first();
  return row && fromRow(row as ObjectionRow);
}

/** The caller's objections of the property, newest first. */
export async function listOwnedObjections(
  db: Knex,
  userId: string,
  propertyId: string,
): Promise<ObjectionRecord[]> {
  const rows = (await db(TABLE)
    .where({ auth_user_id: userId, property_id: propertyId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as ObjectionRow[];
  return rows.map(fromRow);
}

export async function deleteOwnedObjection(db: Knex, userId: string, id: string): Promise<boolean> {
  return (await db(TABLE).where({ id, auth_user_id: userId }).delete()) > 0;
}

/** Every objection of the owner's deleted property; how many there were. */
export async function deleteObjectionsForProperty(
  db: Knex,
  ownerId: string,
  propertyId: string,
): Promise<number> {
  return db(TABLE).where({ auth_user_id: ownerId, property_id: propertyId }).delete();
}
