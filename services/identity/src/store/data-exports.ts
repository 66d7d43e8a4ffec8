import type { Knex } from '@homeward/kit';
import type { DataExport, DataExportStatus, ExportAttachmentRef, ExportPart } from '../domain/data-export';

interface ExportRow {
  id: string;
  user_id: string;
  status: DataExportStatus;
  requested_at: Date;
  deadline_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

function toExport(row: ExportRow): DataExport {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    requestedAt: row.requested_at,
    deadlineAt: row.deadline_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
  };
}

/** Holds the user's row until the transaction ends, so two requests of one user are decided one after the other. */
export async function lockUser(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const row = await trx('users').select('id').where({ id: userId }).forUpdate().first();
  return row !== undefined;
}

export async function insertExport(trx: Knex.Transaction, row: DataExport): Promise<void> {
  await trx<ExportRow>('data_exports').insert({
    id: row.id,
    user_id: row.userId,
    status: row.status,
    requested_at: row.requestedAt,
    deadline_at: row.deadlineAt,
  });
}

/** The user's exports requested since `since`, newest first (every status, so a failed one counts toward the day). */
export async function exportsSince(db: Knex, userId: string, since: Date): Promise<DataExport[]> {
  const rows = await db<ExportRow>('data_exports')
    .where('user_id', userId)
    .andWhere('requested_at', '>', since)
    .orderBy('requested_at', 'desc');
  return rows.map(toExport);
}

export async function findUserExport(
  db: Knex,
  userId: string,
  exportId: string,
): Promise<DataExport | undefined> {
  const row = await db<ExportRow>('data_exports').where({ id: exportId, user_id: userId }).first();
  return row && toExport(row);
}

/** Locks the export's row for the transaction: parts arriving at once are counted one after the other. */
export async function lockExport(trx: Knex.Transaction, exportId: string): Promise<DataExport | undefined> {
  const row = await trx<ExportRow>('data_exports').where({ id: exportId }).forUpdate().first();
  return row && toExport(row);
}

/** Stores the part unless this service's part of this export is already there. True when stored now. */
export async function insertPartIfNew(trx: Knex.Transaction, part: ExportPart): Promise<boolean> {
  const inserted = await trx('data_export_parts')
    .insert({
      export_id: part.exportId,
      service: part.service,
      content_json: part.contentJson,
      attachments: JSON.stringify(part.attachments),
    })
    .onConflict(['export_id', 'service'])
    .ignore()
    .returning('service');
  return inserted.length === 1;
}

/** The services whose part of each export is in, by export id. */
export async function partServices(db: Knex, exportIds: readonly string[]): Promise<Map<string, string[]>> {
  const byExport = new Map<string, string[]>();
  if (exportIds.length === 0) return byExport;
  const rows = await db('data_export_parts')
    .select<{ export_id: string; service: string }[]>('export_id', 'service')
    .whereIn('export_id', exportIds);
  for (const row of rows) byExport.set(row.export_id, [...(byExport.get(row.export_id) ?? []), row.service]);
  return byExport;
}

export async function findPart(db: Knex, exportId: string, service: string): Promise<ExportPart | undefined> {
  const row = await db('data_export_parts')
    .select<{ content_json: Buffer; attachments: ExportAttachmentRef[] }[]>('content_json', 'attachments')
    .where({ export_id: exportId, service })
    .first();
  return row && { exportId, service, contentJson: row.content_json, attachments: row.attachments };
}

export async function markReady(
  trx: Knex.Transaction,
  exportId: string,
  readyAt: Date,
  expiresAt: Date,
): Promise<void> {
  await trx('data_exports')
    .where({ id: exportId, status: 'preparing' })
    .update({ status: 'ready', ready_at: readyAt, expires_at: expiresAt });
}

/**
 * Preparing exports past their deadline become failed, ready ones past their expiry expired; the parts of both are
 * deleted (the copy of the user's data must not outlive its link). Returns how many of each changed.
 */
export async function settleOverdue(
  trx: Knex.Transaction,
  now: Date,
): Promise<{ failed: number; expired: number }> {
  const failed: { id: string }[] = await trx('data_exports')
    .where('status', 'preparing')
    .andWhere('deadline_at', '<=', now)
    .update({ status: 'failed' }, ['id']);
  const expired: { id: string }[] = await trx('data_exports')
    .where('status', 'ready')
    .andWhere('expires_at', '<=', now)
    .update({ status: 'expired' }, ['id']);
  const ids = [...failed, ...expired].map((row) => row.id);
  if (ids.length > 0) await trx('data_export_parts').whereIn('export_id', ids).delete();
  return { failed: failed.length, expired: expired.length };
}
