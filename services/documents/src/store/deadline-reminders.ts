// The `deadline_reminders` table, and the reading of `purchase_agreements` the reminder sweep needs: every buyer's
// latest completed agreement per property, across users (the sweep acts for no caller; what it publishes names the
// agreement's own buyer).
import type { Knex } from '@homeward/kit';
import type { DocumentData } from '../domain/document';
import type { DueReminder, RemindableAgreement } from '../domain/reminders';

const FOREIGN_KEY_VIOLATION = '23503';

interface LatestAgreementRow {
  id: string;
  auth_user_id: string;
  property_id: string;
  prefilled_data_snapshot: DocumentData | null;
}

// A completed agreement no later one of the same buyer and property replaced: the one whose deadlines hold.
const LATEST_COMPLETED = `not exists (
    select 1 from purchase_agreements newer
    where newer.auth_user_id = purchase_agreements.auth_user_id
      and newer.property_id = purchase_agreements.property_id
      and newer.template_snapshot is not null
      and newer.completed_at > purchase_agreements.completed_at)`;

/** A page of latest completed agreements, in id order after `afterId` ('' for the first page). */
export async function latestCompletedAgreements(
  db: Knex,
  afterId: string,
  limit: number,
): Promise<RemindableAgreement[]> {
  const query = db<LatestAgreementRow>('purchase_agreements')
    .select('id', 'auth_user_id', 'property_id', 'prefilled_data_snapshot')
    .whereNotNull('template_snapshot')
    .whereNotNull('completed_at')
    .whereRaw(LATEST_COMPLETED)
    .orderBy('id')
    .limit(limit);
  if (afterId) query.where('id', '>', afterId);
  const rows = (await query) as LatestAgreementRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.auth_user_id,
    propertyId: row.property_id,
    data: row.prefilled_data_snapshot ?? {},
  }));
}

/**
 * Records the reminder unless it was recorded before or its agreement is gone or replaced; true when this call
 * recorded it. Under the table's key a second replica's insert of the same reminder waits for the first
 * transaction and then inserts nothing, so exactly one of them goes on to publish.
 */
export async function recordReminder(trx: Knex.Transaction, reminder: DueReminder): Promise<boolean> {
  // The agreement is deleted (its property was) while this insert runs: the foreign key finds it gone, nothing to do.
  const result = await trx
    .raw<{ rows: unknown[] }>(
      `insert into deadline_reminders (purchase_agreement_id, deadline_key, due_at, auth_user_id, property_id)
     select id, ?, ?, auth_user_id, property_id from purchase_agreements
     where id = ? and template_snapshot is not null and completed_at is not null and ${LATEST_COMPLETED}
     on conflict (purchase_agreement_id, deadline_key, due_at) do nothing
     returning purchase_agreement_id`,
      [reminder.deadlineKey, reminder.dueAt.toISOString(), reminder.agreementId],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return { rows: [] };
      throw error;
    });
  return result.rows.length > 0;
}

/** The reminders recorded for an agreement, for what no RPC shows (tests, support). */
export async function remindersOf(
  db: Knex,
  agreementId: string,
): Promise<{ deadlineKey: string; dueAt: Date }[]> {
  const rows = (await db('deadline_reminders')
    .where({ purchase_agreement_id: agreementId })
    .orderBy(['due_at', 'deadline_key'])
    .select('deadline_key', 'due_at')) as { deadline_key: string; due_at: Date }[];
  return rows.map((row) => ({ deadlineKey: row.deadline_key, dueAt: row.due_at }));
}
