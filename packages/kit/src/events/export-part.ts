// One service's part of a user's data export (issue 25 item 9), published on user.export_part_ready.
import {
  ExportAttachment,
  UserExportPartReady,
  type UserExportRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { EventHandler } from './consumer';
import { MalformedEventError } from './malformed-event';
import { enqueueEvent } from './outbox';

/**
 * The most a part's JSON may weigh. Kafka refuses a message above 1 MB (its default `message.max.bytes`) and the
 * relay sends uncompressed, so a part stays well under it: 768 KiB leaves room for the attachments' names and the
 * CloudEvents envelope. Files never count: they travel as attachments (a key or a document id), fetched when the
 * archive is built.
 */
export const EXPORT_PART_MAX_BYTES = 768 * 1024;

/** A part too large for the topic. It is never cut short: an export that silently misses records would mislead. */
export class ExportPartTooLargeError extends Error {
  constructor(
    readonly service: string,
    readonly bytes: number,
  ) {
    super(
      `the ${service} part of the export is ${bytes} bytes of JSON, above the ${EXPORT_PART_MAX_BYTES}-byte limit; ` +
        'it is not published and the export will fail at its deadline',
    );
    this.name = 'ExportPartTooLargeError';
  }
}

export interface ExportPartTarget {
  exportId: string;
  userId: string;
  /** The answering service; also its folder in the archive. */
  service: string;
  /** CloudEvents `source` of the publishing service. */
  source: string;
  relay?: { notify(): void };
}

export type ExportFile =
  { archivePath: string; objectKey: string } | { archivePath: string; documentId: string };

/** The part as it goes on the topic: `records` as one UTF-8 JSON document, files by reference. */
export function exportPartMessage(
  target: ExportPartTarget,
  records: unknown,
  files: readonly ExportFile[],
  occurredAt: Date,
): UserExportPartReady {
  const contentJson = Buffer.from(JSON.stringify(records, null, 2), 'utf8');
  if (contentJson.length > EXPORT_PART_MAX_BYTES) {
    throw new ExportPartTooLargeError(target.service, contentJson.length);
  }
  return UserExportPartReady.fromPartial({
    exportId: target.exportId,
    userId: target.userId,
    service: target.service,
    contentJson,
    attachments: files.map((file) => ExportAttachment.fromPartial(file)),
    occurredAt: occurredAt.toISOString(),
  });
}

/** Enqueues the part in the caller's transaction (the consumer's inbox one), keyed by the export. */
export async function enqueueExportPart(
  trx: Knex.Transaction,
  target: ExportPartTarget,
  records: unknown,
  files: readonly ExportFile[] = [],
): Promise<void> {
  const message = exportPartMessage(target, records, files, new Date());
  await enqueueEvent(trx, topics.userExportPartReady, target.exportId, message, {
    source: target.source,
    relay: target.relay,
  });
}

/** What a service gathers of one user for an export: its records as JSON, and its files by reference. */
export interface ExportPart {
  records: unknown;
  files?: readonly ExportFile[];
}

export interface ExportAnswerer {
  /** The answering service; also its folder in the archive. */
  service: string;
  /** CloudEvents `source` of the publishing service. */
  source: string;
  /** Wakes the outbox relay after the commit; without it, the relay's next poll (a second) publishes the part. */
  relay?: { notify(): void };
  logger?: Logger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The handler of user.export_requested every service subscribes: `gather` reads the user's data in the inbox's
 * transaction and the part is enqueued in it, so a redelivered request is skipped by the inbox and answered once.
 */
export function answerExportRequests(
  answerer: ExportAnswerer,
  gather: (trx: Knex.Transaction, userId: string) => Promise<ExportPart>,
): EventHandler<UserExportRequested> {
  return async (event, trx) => {
    const { exportId, userId } = event.payload;
    if (!UUID.test(exportId)) throw new MalformedEventError(topics.userExportRequested.name, 'an export_id');
    if (userId === '') throw new MalformedEventError(topics.userExportRequested.name, 'a user_id');
    const { records, files = [] } = await gather(trx, userId);
    const target = { exportId: exportId.toLowerCase(), userId, ...answerer };
    await enqueueExportPart(trx, target, records, files);
    answerer.logger?.info(
      { eventId: event.id, exportId: target.exportId },
      `${answerer.service} part of the data export enqueued`,
    );
  };
}
