// A completed document never changes, so its PDF is rendered once, kept in object storage (documents' own bucket)
// and served from there with its content hash as ETag (issue 26 item 3). Object storage is a speed-up, not a
// dependency: when it is down or not configured, the PDF is rendered again (the same bytes: it is dated when the
// document was completed) and a warning logged, rather than the download failing.
import { createHash } from 'node:crypto';
import { isObjectMissing, type Knex, type Logger, type ObjectStorage, type PassOutcome } from '@homeward/kit';
import {
  ifNoneMatchNames,
  pdfEtag,
  storedPdfKey,
  type DocumentData,
  type DocumentRecord,
} from '../domain/document';
import { documentsMetrics as metrics } from '../metrics';
import { recordStoredPdf } from '../store/documents';
import {
  forgetStoredPdfRemovals,
  nextStoredPdfRemovals,
  queueStoredPdfRemoval,
} from '../store/stored-pdf-removals';

/** Far above any agreement's PDF (a few hundred kB); a bigger object is not one this service wrote. */
const MAX_STORED_PDF_BYTES = 32 * 1024 * 1024;

/** Bytes of recently served PDFs kept in memory per replica: a few hundred agreements. */
const RECENT_PDF_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * The PDFs this replica served last, by object key and ETag, least recently used dropped first. A stored PDF never
 * changes under its ETag, so a copy is never stale; it is only served after the caller's row (owner, key, ETag) was
 * read, so a deleted document's copy is never served either.
 */
export class RecentPdfs {
  private readonly entries = new Map<string, { etag: string; pdf: Buffer }>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(key: string, etag: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.etag !== etag) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.pdf;
  }

  set(key: string, etag: string, pdf: Buffer): void {
    if (pdf.length > this.budget) return;
    this.forget(key);
    this.entries.set(key, { etag, pdf });
    this.bytes += pdf.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= entry.pdf.length;
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.pdf.length;
  }
}

export interface StoredPdfsDeps {
  db: Knex;
  /** Undefined when no bucket is configured: every download renders. */
  storage: ObjectStorage | undefined;
  logger: Logger;
  /** Wakes the removal loop after a deletion queued an object key. */
  removalQueued(): void;
}

/** A completed document's PDF: its bytes (absent when the caller's copy is current) and its ETag. */
export interface CompletedPdf {
  pdf?: Buffer;
  etag: string;
}

export type RenderCompleted = (data: DocumentData, completedAt: Date) => Promise<Buffer>;

export class StoredPdfs {
  private readonly recent = new RecentPdfs(RECENT_PDF_BUDGET_BYTES);

  constructor(private readonly deps: StoredPdfsDeps) {}

  /** The completed `record`'s PDF: the stored bytes, or rendered by `render` and stored for next time. */
  async completed(
    record: DocumentRecord,
    ifNoneMatch: string,
    render: RenderCompleted,
  ): Promise<CompletedPdf> {
    const snapshot = record.snapshot;
    if (!snapshot) throw new Error(`document ${record.id} is not completed`);
    const stored = record.storedPdf;
    if (stored && ifNoneMatchNames(ifNoneMatch, stored.etag)) {
      metrics.storedPdfs.inc({ outcome: 'not_modified' });
      return { etag: stored.etag };
    }
    if (stored) {
      const pdf = this.recent.get(stored.key, stored.etag) ?? (await this.read(record, stored.key));
      if (pdf) {
        this.recent.set(stored.key, stored.etag, pdf);
        metrics.storedPdfs.inc({ outcome: 'stored' });
        return { pdf, etag: stored.etag };
      }
    }
    const pdf = await render(snapshot.prefilledData, snapshot.savedAt);
    const etag = pdfEtag(createHash('sha256').update(pdf).digest('hex'));
    metrics.storedPdfs.inc({ outcome: 'rendered' });
    await this.keep(record, pdf, etag);
    return ifNoneMatchNames(ifNoneMatch, etag) ? { etag } : { pdf, etag };
  }

  /** The stored bytes, or undefined when they must be rendered again (missing, or the store is down). */
  private async read(record: DocumentRecord, key: string): Promise<Buffer | undefined> {
    const { storage, logger } = this.deps;
    if (!storage) return undefined;
    try {
      return await storage.read(key, MAX_STORED_PDF_BYTES);
    } catch (error) {
      if (isObjectMissing(error))
        logger.warn({ documentId: record.id }, 'stored PDF is missing; rendering it again');
      else
        logger.warn(
          { err: error, documentId: record.id },
          'object storage is unavailable; rendering the completed PDF instead',
        );
      return undefined;
    }
  }

  /** Stores the rendered PDF and notes where; a failure only means the next download renders again. */
  private async keep(record: DocumentRecord, pdf: Buffer, etag: string): Promise<void> {
    const { storage, db, logger } = this.deps;
    if (!storage) return;
    const key = storedPdfKey(record);
    try {
      await storage.write(key, pdf, 'application/pdf');
    } catch (error) {
      logger.warn(
        { err: error, documentId: record.id },
        'object storage is unavailable; the completed PDF is served without being stored',
      );
      return;
    }
    const recorded = await recordStoredPdf(db, record.kind, record.userId, record.id, { key, etag });
    // Deleted while it was rendering: its row took no key to queue, so the object just written is queued here.
    if (!recorded) {
      await queueStoredPdfRemoval(db, key);
      this.deps.removalQueued();
    }
  }

  /** A deletion has queued stored PDFs for removal: the loop goes now rather than at its next poll. */
  removalQueued(): void {
    this.deps.removalQueued();
  }

  /** One pass of the removal loop: deletes the queued objects, then forgets them. */
  async removeQueued(batchSize = 100): Promise<PassOutcome> {
    const { storage, db } = this.deps;
    const queued = await nextStoredPdfRemovals(db, batchSize);
    // No storage configured: nothing was ever stored under these keys by this replica's settings; keep them queued
    // for a replica that has the bucket rather than forget what may be there.
    if (!storage || queued.length === 0) return { more: false };
    for (const removal of queued) {
      await storage.remove(removal.objectKey);
      this.recent.forget(removal.objectKey);
    }
    await forgetStoredPdfRemovals(
      db,
      queued.map((removal) => removal.id),
    );
    metrics.storedPdfsRemoved.inc(queued.length);
    return { more: queued.length === batchSize };
  }
}
