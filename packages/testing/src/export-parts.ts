// Runs a service's user.export_requested handler against its real database and reads back the part it enqueued.
import { randomUUID } from 'node:crypto';
import type { EventHandler, Knex } from '@homeward/kit';
import {
  UserExportPartReady,
  type UserExportRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';

export interface PublishedExportPart {
  part: UserExportPartReady;
  /** content_json parsed. */
  records: unknown;
  /** Every part row this export put in the outbox (one, unless the handler publishes twice). */
  rows: number;
}

/**
 * Calls `handler` as the consumer does (inside a transaction of the service's database) for a fresh export of
 * `userId`, then decodes the user.export_part_ready the handler wrote to the outbox in that transaction.
 */
export async function runExportHandler(
  db: Knex,
  handler: EventHandler<UserExportRequested>,
  userId: string,
  exportId: string = randomUUID(),
): Promise<PublishedExportPart> {
  await db.transaction((trx) =>
    handler(
      {
        id: randomUUID(),
        type: 'homeward.user.export_requested.v1',
        source: 'homeward/identity',
        time: new Date().toISOString(),
        key: userId,
        payload: { exportId, userId, occurredAt: new Date().toISOString() },
      },
      trx,
    ),
  );
  const rows = await db('outbox')
    .select<{ payload: Buffer }[]>('payload')
    .where({ topic: 'user.export_part_ready', message_key: exportId });
  if (rows.length === 0) throw new Error(`no user.export_part_ready in the outbox for export ${exportId}`);
  const part = UserExportPartReady.decode(rows[0]!.payload);
  return { part, records: JSON.parse(Buffer.from(part.contentJson).toString('utf8')), rows: rows.length };
}
