// Uploads started and never finished (issue 25): upload URLs handed out and never used leave `awaiting_upload` rows,
// and a browser (or a BFF) gone between the store keeping the file and the upload's completion leaves an object
// nothing counted. This job, on a kit BackgroundLoop, settles both once the URL has expired and no PUT can still be
// arriving, and removes objects no report row accounts for.
import { BackgroundLoop, type Knex, type Logger } from '@homeward/kit';
import { InspectionError, UploadRefusedError } from '../domain/errors';
import { REPORT_KEY_PREFIX } from '../domain/report-file';
import type { ObjectStorage } from '../providers/object-storage';
import { findAwaitingUploadsBefore, forgetUpload, knownObjectKeys } from '../store/home-inspections';
import type { Uploads } from './uploads';

/** Rows settled and object keys looked up per query. */
const BATCH = 200;

export interface UploadHousekeepingDeps {
  db: Knex;
  storage: ObjectStorage;
  uploads: Uploads;
  logger: Logger;
  uploadUrlTtlSeconds: number;
  /** Past the URL's expiry, how long a PUT that started in time may still be arriving (the BFF's body deadline). */
  graceSeconds: number;
  intervalMs: number;
  now?: () => number;
}

export interface SweepResult {
  /** URLs expired unused: their rows deleted. */
  expired: number;
  /** Abandoned uploads whose file reached storage: completed (checked, and counted if accepted). */
  completed: number;
  /** Abandoned uploads whose file was refused at completion (not a report, over a limit): deleted with the row. */
  refused: number;
  /** Objects no row accounts for: deleted. */
  orphans: number;
}

export class UploadHousekeeping {
  private readonly loop: BackgroundLoop;
  private readonly logger: Logger;

  constructor(private readonly deps: UploadHousekeepingDeps) {
    this.logger = deps.logger.child({ component: 'upload-housekeeping' });
    this.loop = new BackgroundLoop('upload housekeeping', this.logger, deps.intervalMs, async () => {
      const result = await this.sweep();
      if (result.expired + result.completed + result.refused + result.orphans > 0)
        this.logger.info(result, 'abandoned uploads settled');
      return { more: false };
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Lets the sweep in progress finish, then stops. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: every upload URL expired past the grace, then every old object without a row. */
  async sweep(): Promise<SweepResult> {
    const { uploadUrlTtlSeconds, graceSeconds } = this.deps;
    const cutoff = new Date((this.deps.now ?? Date.now)() - (uploadUrlTtlSeconds + graceSeconds) * 1000);
    const result: SweepResult = { expired: 0, completed: 0, refused: 0, orphans: 0 };
    for (;;) {
      const rows = await findAwaitingUploadsBefore(this.deps.db, cutoff, BATCH);
      for (const row of rows) await this.settle(row, result);
      if (rows.length < BATCH) break;
    }
    await this.removeOrphans(cutoff, result);
    return result;
  }

  private async settle(
    row: Awaited<ReturnType<typeof findAwaitingUploadsBefore>>[number],
    result: SweepResult,
  ): Promise<void> {
    if (!(await this.deps.storage.stat(row.objectKey))) {
      await forgetUpload(this.deps.db, row.id);
      result.expired += 1;
      return;
    }
    // The file reached storage: that is an upload, one of the property's two, whether or not its browser stayed for
    // the answer. It is checked and counted as any other (a bad file is deleted with its row and counts for nothing).
    try {
      await this.deps.uploads.completeUpload(row.userId, row.id);
      result.completed += 1;
    } catch (error) {
      if (!(error instanceof InspectionError || error instanceof UploadRefusedError)) throw error;
      this.logger.info({ homeInspectionId: row.id, refusal: error.message }, 'abandoned upload refused');
      result.refused += 1;
    }
  }

  private async removeOrphans(cutoff: Date, result: SweepResult): Promise<void> {
    let candidates: string[] = [];
    const flush = async () => {
      const known = await knownObjectKeys(this.deps.db, candidates);
      for (const key of candidates.filter((candidate) => !known.has(candidate))) {
        await this.deps.storage.remove(key);
        result.orphans += 1;
      }
      candidates = [];
    };
    // An object younger than the cutoff may belong to an upload still arriving; its row exists already (the row is
    // written before the URL is handed out), but the age test keeps this pass from ever racing one.
    for await (const object of this.deps.storage.list(REPORT_KEY_PREFIX)) {
      if (object.lastModified >= cutoff) continue;
      candidates.push(object.key);
      if (candidates.length >= BATCH) await flush();
    }
    await flush();
  }
}
