// A user's data export (issue 25 item 9): asked for here, answered by every service with its part, collected here.
import { randomUUID } from 'node:crypto';
import {
  BackgroundLoop,
  enqueueEvent,
  failedPrecondition,
  notFound,
  resourceExhausted,
  type Knex,
  type Logger,
  type OutboxRelay,
} from '@homeward/kit';
import { UserExportReady, UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  collectedServices,
  DATA_EXPORT_MESSAGES,
  effectiveStatus,
  isExportService,
  type DataExport,
  type ExportPart,
  type ExportService,
} from '../domain/data-export';
import { waitInWords } from '../domain/wait-time';
import { EVENT_SOURCE } from '../events/messages';
import {
  exportsSince,
  findPart,
  findUserExport,
  insertExport,
  insertPartIfNew,
  lockExport,
  lockUser,
  markReady,
  partServices,
  settleOverdue,
} from '../store/data-exports';
import { findUserById } from '../store/users';

const DAY_MS = 24 * 3600 * 1000;

export interface DataExportPolicy {
  perDay: number;
  timeoutSeconds: number;
  retentionSeconds: number;
}

/** An export as the owner sees it: its state at the time asked, and the parts (folders) it holds. */
export interface DataExportView extends DataExport {
  services: ExportService[];
}

export type PartOutcome = 'stored' | 'ready' | 'duplicate' | 'ignored';

export class DataExports {
  constructor(
    private readonly db: Knex,
    private readonly relay: OutboxRelay,
    private readonly policy: DataExportPolicy,
  ) {}

  /**
   * Records a new export and publishes user.export_requested in the same transaction. One at a time per user, and
   * `perDay` within any 24 hours (failed ones count: a failure is not a way around the limit). The user's row is
   * locked so two requests at once cannot both pass.
   */
  async request(userId: string, now = new Date()): Promise<DataExportView> {
    return this.db.transaction(async (trx) => {
      if (!(await lockUser(trx, userId))) throw notFound('Your account could not be found.');
      const recent = await exportsSince(trx, userId, new Date(now.getTime() - DAY_MS));
      if (recent.some((row) => effectiveStatus(row, now) === 'preparing')) {
        throw resourceExhausted(DATA_EXPORT_MESSAGES.inProgress);
      }
      if (recent.length >= this.policy.perDay) {
        // The oldest of the day's requests is the first to leave the window.
        const oldest = recent[recent.length - 1]!;
        const waitSeconds = Math.ceil((oldest.requestedAt.getTime() + DAY_MS - now.getTime()) / 1000);
        throw resourceExhausted(
          DATA_EXPORT_MESSAGES.dailyLimit(this.policy.perDay, waitInWords(waitSeconds)),
          waitSeconds,
        );
      }
      const row: DataExport = {
        id: randomUUID(),
        userId,
        status: 'preparing',
        requestedAt: now,
        deadlineAt: new Date(now.getTime() + this.policy.timeoutSeconds * 1000),
        readyAt: null,
        expiresAt: null,
      };
      await insertExport(trx, row);
      const event = UserExportRequested.fromPartial({
        exportId: row.id,
        userId,
        occurredAt: now.toISOString(),
      });
      await enqueueEvent(trx, topics.userExportRequested, userId, event, {
        source: EVENT_SOURCE,
        relay: this.relay,
      });
      return { ...row, services: [] };
    });
  }

  /** The user's exports of the last retention period that can still be shown (not expired), newest first. */
  async list(userId: string, now = new Date()): Promise<DataExportView[]> {
    const since = new Date(now.getTime() - this.policy.retentionSeconds * 1000 - DAY_MS);
    const rows = (await exportsSince(this.db, userId, since)).map((row) => ({
      ...row,
      status: effectiveStatus(row, now),
    }));
    const shown = rows.filter((row) => row.status !== 'expired');
    const parts = await partServices(
      this.db,
      shown.filter((row) => row.status === 'ready').map((row) => row.id),
    );
    return shown.map((row) => ({ ...row, services: collectedServices(parts.get(row.id) ?? []).services }));
  }

  /** One service's part of a ready export of the user; another user's export is not found, as an expired one. */
  async part(userId: string, exportId: string, service: string, now = new Date()): Promise<ExportPart> {
    const row = await findUserExport(this.db, userId, exportId);
    const status = row && effectiveStatus(row, now);
    if (!row || status === 'expired') throw notFound(DATA_EXPORT_MESSAGES.notFound);
    if (status === 'preparing') throw failedPrecondition(DATA_EXPORT_MESSAGES.notReady);
    if (status === 'failed') throw failedPrecondition(DATA_EXPORT_MESSAGES.failed);
    const part = await findPart(this.db, exportId, service);
    if (!part) throw notFound(DATA_EXPORT_MESSAGES.notFound);
    return part;
  }

  /**
   * Stores a service's part (once per export and service), in the consumer's transaction, and marks the export ready
   * when it completes the set. A part for an export that is not preparing any more (failed, or already complete) or
   * from a service not expected is ignored: it would never be shown. Ready: user.export_ready, for the owner's e-mail.
   */
  async receivePart(
    trx: Knex.Transaction,
    part: ExportPart & { userId: string },
    now = new Date(),
  ): Promise<PartOutcome> {
    if (!isExportService(part.service)) return 'ignored';
    const row = await lockExport(trx, part.exportId);
    if (!row || row.userId !== part.userId || effectiveStatus(row, now) !== 'preparing') return 'ignored';
    if (!(await insertPartIfNew(trx, part))) return 'duplicate';
    const received = (await partServices(trx, [row.id])).get(row.id) ?? [];
    if (!collectedServices(received).complete) return 'stored';
    const expiresAt = new Date(now.getTime() + this.policy.retentionSeconds * 1000);
    await markReady(trx, row.id, now, expiresAt);
    // notifications e-mails the owner, in the same transaction: told once, and only if it really became ready.
    const owner = await findUserById(trx, row.userId);
    if (owner) {
      const ready = UserExportReady.fromPartial({
        exportId: row.id,
        userId: row.userId,
        email: owner.email,
        fullName: owner.full_name,
        expiresAt: expiresAt.toISOString(),
        occurredAt: now.toISOString(),
      });
      await enqueueEvent(trx, topics.userExportReady, row.userId, ready, {
        source: EVENT_SOURCE,
        relay: this.relay,
      });
    }
    return 'ready';
  }

  /** Fails overdue exports and expires old ones, deleting their parts. */
  async settle(now = new Date()): Promise<{ failed: number; expired: number }> {
    return this.db.transaction((trx) => settleOverdue(trx, now));
  }
}

/** Runs `settle` every interval, so overdue exports fail and expired parts are deleted even if nobody looks. */
export function dataExportHousekeeping(
  exports: DataExports,
  logger: Logger,
  intervalMs: number,
): BackgroundLoop {
  const log = logger.child({ component: 'data-export-housekeeping' });
  return new BackgroundLoop('data export housekeeping', log, intervalMs, async () => {
    const settled = await exports.settle();
    if (settled.failed > 0) log.warn(settled, 'data exports failed: a service did not answer in time');
    else if (settled.expired > 0) log.info(settled, 'expired data exports deleted');
    return { more: false };
  });
}
