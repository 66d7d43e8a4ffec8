// The `objection_reminders` table, and the reading of `due_diligence_objections` the reminder sweep needs: every
// buyer's latest objection per property whose resolution deadline has not long passed, across users (the sweep acts
// for no caller; what it publishes names the objection's own buyer).
import type { Knex } from '@homeward/kit';
import type { DueReminder, RemindableObjection } from '../domain/reminders';

const FOREIGN_KEY_VIOLATION = '23503';

interface ObjectionReminderRow {
  id: string;
  auth_user_id: string;
  property_id: string;
  purchase_agreement_id: string | null;
  state: string;
  property_address: string;
  sent_on: string;
  seller_response_due: string;
  resolution_deadline: string;
  deadline_time: string;
  time_zone: string;
}

// The objection no later one of the same buyer and property replaced: the one the timeline shows.
const LATEST = `not exists (
    select 1 from due_diligence_objections newer
    where newer.auth_user_id = due_diligence_objections.auth_user_id
      and newer.property_id = due_diligence_objections.property_id
      and (newer.created_at, newer.id) > (due_diligence_objections.created_at, due_diligence_objections.id))`;

/** The column holding the date of each reminded step: the insert checks the date is still the one reminded of. */
const DATE_COLUMN: Record<string, string> = {
  seller_response: 'seller_response_due',
  resolution: 'resolution_deadline',
};

/**
 * A page of latest objections, in id order after `afterId` ('' for the first page), leaving out those whose
 * resolution deadline (the last step) was before `sinceDate` (`YYYY-MM-DD`; dates compare as text).
 */
export async function latestObjections(
  db: Knex,
  sinceDate: string,
  afterId: string,
  limit: number,
): Promise<RemindableObjection[]> {
  const query = db<ObjectionReminderRow>('due_diligence_objections')
    .select(
      'id',
      'auth_user_id',
      'property_id',
      'purchase_agreement_id',
      'state',
      'property_address',
      'sent_on',
      'seller_response_due',
      'resolution_deadline',
      'deadline_time',
      'time_zone',
    )
    .where('resolution_deadline', '>=', sinceDate)
    .whereRaw(LATEST)
    .orderBy('id')
    .limit(limit);
  if (afterId) query.where('id', '>', afterId);
  const rows = (await query) as ObjectionReminderRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.auth_user_id,
    propertyId: row.property_id,
    purchaseAgreementId: row.purchase_agreement_id,
    state: row.state,
    propertyAddress: row.property_address,
    sentOn: row.sent_on,
    sellerResponseDue: row.seller_response_due,
    resolutionDeadline: row.resolution_deadline,
    time: row.deadline_time,
    timeZone: row.time_zone,
  }));
}

/**
 * Records the reminder unless it was recorded before, or the objection is gone, replaced by a newer one, or no longer
 * has that date and time (the buyer edited it since it was read); true when this call recorded it. Under the table's
 * key a second replica's insert of the same reminder waits for the first transaction and then inserts nothing.
 */
export async function recordObjectionReminder(
  trx: Knex.Transaction,
  reminder: DueReminder,
): Promise<boolean> {
  const dateColumn = DATE_COLUMN[reminder.deadlineKey];
  if (!dateColumn) throw new Error(`an objection has no reminded deadline '${reminder.deadlineKey}'`);
  // The objection is deleted while this insert runs: the foreign key finds it gone, nothing to do.
  const result = await trx
    .raw<{ rows: unknown[] }>(
      `insert into objection_reminders (objection_id, deadline_key, due_at, auth_user_id, property_id)
     select id, ?, ?, auth_user_id, property_id from due_diligence_objections
     where id = ? and ?? = ? and deadline_time = ? and ${LATEST}
     on conflict (objection_id, deadline_key, due_at) do nothing
     returning objection_id`,
      [
        reminder.deadlineKey,
        reminder.dueAt.toISOString(),
        reminder.objectionId,
        dateColumn,
        reminder.dueDate,
        reminder.dueTime,
      ],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return { rows: [] };
      throw error;
    });
  return result.rows.length > 0;
}

/** The reminders recorded for an objection, for what no RPC shows (tests, support). */
export async function objectionRemindersOf(
  db: Knex,
  objectionId: string,
): Promise<{ deadlineKey: string; dueAt: Date }[]> {
  const rows = (await db('objection_reminders')
    .where({ objection_id: objectionId })
    .orderBy(['due_at', 'deadline_key'])
    .select('deadline_key', 'due_at')) as { deadline_key: string; due_at: Date }[];
  return rows.map((row) => ({ deadlineKey: row.deadline_key, dueAt: row.due_at }));
}
