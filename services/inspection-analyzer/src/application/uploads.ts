// A buyer's report reaching storage: the presigned URL for an unlocked property of theirs, then, once the browser
// has PUT the file, the object's own check and its place in the analysis queue.
import { randomUUID } from 'node:crypto';
import { afterCommit, enqueueEvent, type Knex, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { PropertyClient } from '../clients/property-client';
import { InspectionError, UploadRefusedError } from '../domain/errors';
import {
  centralDirectoryNames,
  hasSignatureOf,
  isWordPackage,
  locateCentralDirectory,
  MAX_CENTRAL_DIRECTORY_BYTES,
  SIGNATURE_BYTES,
  ZIP_TAIL_BYTES,
} from '../domain/file-signature';
import type { HomeInspection } from '../domain/inspection';
import { isLongAnalysis, type LongAnalysisPolicy } from '../domain/long-analysis';
import {
  checkFileSize,
  checkFileType,
  CONTENT_TYPES,
  displayFileName,
  MAX_REPORT_BYTES,
  MAX_UPLOADS_PER_PROPERTY,
  objectKeyFor,
  safeFileName,
  UPLOAD_MESSAGES,
  type ReportFileType,
} from '../domain/report-file';
import { EVENT_SOURCE, inspectionUploadedEvent } from '../events/messages';
import { inspectionAnalyzerMetrics as metrics } from '../metrics';
import type { ObjectStorage } from '../providers/object-storage';
import {
  averageRecentAnalysisSeconds,
  claimUpload,
  countUploaded,
  findOwnedInspection,
  forgetUpload,
  insertAwaitingUpload,
  lockOwnedInspection,
  lockPropertyUploads,
  markQueued,
  queueDepth,
  releaseUploadClaim,
  storedBytesOfUser,
} from '../store/home-inspections';

export interface UploadsDeps {
  db: Knex;
  storage: ObjectStorage;
  properties: PropertyClient;
  relay: { notify(): void };
  logger: Logger;
  uploadUrlTtlSeconds: number;
  /** Bytes of accepted reports one user may keep in storage. */
  storageQuotaBytesPerUser: number;
  longAnalysis: LongAnalysisPolicy & { defaultAnalysisSeconds: number; workers: number };
}

export interface UploadRequest {
  propertyId: string;
  fileName: string;
  contentType: string;
  /** Undefined when the browser announced none (spec part 1's body); the stored object is measured anyway. */
  fileSize?: number;
}

export interface UploadUrl {
  inspection: HomeInspection;
  url: string;
  expiresInSeconds: number;
  /** The property's second (last) allowed upload. */
  lastUpload: boolean;
}

export class Uploads {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * A presigned PUT for a report of the caller's unlocked property, with a row awaiting the upload. The property
   * service answers for ownership with the caller's own token.
   */
  async createUploadUrl(userId: string, request: UploadRequest): Promise<UploadUrl> {
    const { db, storage, properties, uploadUrlTtlSeconds } = this.deps;
    const type = checkFileType(request.fileName, request.contentType);
    if (!type.ok) throw new UploadRefusedError(type.field, type.message);
    const sizeProblem = request.fileSize === undefined ? undefined : checkFileSize(request.fileSize);
    if (sizeProblem) throw new UploadRefusedError('file_size', sizeProblem);
    await this.checkQuota(db, userId, request.fileSize ?? 1);

    const property = await properties.getOwnedProperty(request.propertyId);
    if (!property) throw new InspectionError('propertyNotFound');
    if (!property.isUnlocked) throw new InspectionError('propertyLocked');
    const uploaded = await countUploaded(db, userId, property.id);
    if (uploaded >= MAX_UPLOADS_PER_PROPERTY) throw new InspectionError('uploadLimitReached');

    const id = randomUUID();
    const objectKey = objectKeyFor({
      userId,
      propertyId: property.id,
      inspectionId: id,
      safeName: safeFileName(request.fileName, type.type),
    });
    const url = await storage.presignedPut(objectKey, uploadUrlTtlSeconds);
    const inspection = await insertAwaitingUpload(db, {
      id,
      userId,
      propertyId: property.id,
      fileS3Url: storage.objectUrl(objectKey),
      objectKey,
      fileName: displayFileName(request.fileName) || safeFileName(request.fileName, type.type),
      contentType: CONTENT_TYPES[type.type],
      sizeBytes: request.fileSize ?? null,
      propertyState: property.state ?? null,
    });
    metrics.uploads.inc({ file_type: type.type, outcome: 'url_issued' });
    return {
      inspection,
      url,
      expiresInSeconds: uploadUrlTtlSeconds,
      lastUpload: uploaded === MAX_UPLOADS_PER_PROPERTY - 1,
    };
  }

  /**
   * Claims the upload for the one PUT about to be streamed to the store (one URL, one upload, even for PUTs at the
   * same moment: the presigned URL stays valid at the store until it expires, so a second PUT would replace the
   * object being checked, or one already accepted). Returns the claim's id, for `releaseUpload`.
   */
  async beginUpload(userId: string, inspectionId: string): Promise<string> {
    const claimId = randomUUID();
    const claim = await claimUpload(this.deps.db, userId, inspectionId, claimId);
    if (claim === 'not_found') throw new InspectionError('inspectionNotFound');
    if (claim === 'in_progress') throw new InspectionError('uploadInProgress');
    if (claim === 'used') throw new InspectionError('uploadUrlUsed');
    return claimId;
  }

  /** The store kept nothing of the claimed PUT (refused, unreachable, the browser gone): the URL may be used again. */
  async releaseUpload(userId: string, inspectionId: string, claimId: string): Promise<void> {
    await releaseUploadClaim(this.deps.db, userId, inspectionId, claimId);
  }

  /**
   * Checks the stored object itself (there, the announced size, the claimed type's signature) and queues the
   * analysis with inspection.uploaded in one transaction. A bad object is deleted with its row, so it never counts
   * as one of the property's uploads. Completing again answers the report as it stands.
   */
  async completeUpload(userId: string, inspectionId: string): Promise<HomeInspection> {
    const { db, storage } = this.deps;
    const pending = await findOwnedInspection(db, userId, inspectionId);
    if (!pending) throw new InspectionError('inspectionNotFound');
    if (pending.status !== 'awaiting_upload') return pending;

    const stored = await storage.stat(pending.objectKey);
    if (!stored) throw new UploadRefusedError('file', UPLOAD_MESSAGES.notUploaded);
    const problem = await this.objectProblem(pending, stored.size);
    if (problem) {
      await this.discard(pending);
      metrics.uploads.inc({ file_type: pending.fileType, outcome: 'refused' });
      this.deps.logger.info({ homeInspectionId: pending.id, problem }, 'uploaded object refused');
      // too large is its own field, so the BFF can answer it 413 like an oversized PUT
      throw new UploadRefusedError(problem === UPLOAD_MESSAGES.tooLarge ? 'file_size' : 'file', problem);
    }

    const outcome = await db.transaction(async (trx) => {
      await lockPropertyUploads(trx, pending.propertyId);
      const inspection = await lockOwnedInspection(trx, userId, inspectionId);
      if (!inspection) throw new InspectionError('inspectionNotFound');
      if (inspection.status !== 'awaiting_upload') return { inspection, queued: false };
      const uploaded = await countUploaded(trx, userId, inspection.propertyId);
      if (uploaded >= MAX_UPLOADS_PER_PROPERTY)
        return { inspection, queued: false, refusal: new InspectionError('uploadLimitReached') };
      const used = await storedBytesOfUser(trx, userId);
      if (used + stored.size > this.deps.storageQuotaBytesPerUser)
        return { inspection, queued: false, refusal: new InspectionError('storageQuotaReached') };
      const queued = await markQueued(trx, inspection.id, {
        expectedLong: await this.expectLong(trx, stored.size),
        uploadNumber: uploaded + 1,
        sizeBytes: stored.size,
      });
      await enqueueEvent(trx, topics.inspectionUploaded, queued.id, inspectionUploadedEvent(queued), {
        source: EVENT_SOURCE,
        relay: this.deps.relay,
      });
      afterCommit(trx, () => {
        metrics.uploads.inc({ file_type: queued.fileType, outcome: 'completed' });
        metrics.uploadBytes.inc({ file_type: queued.fileType }, stored.size);
      });
      return { inspection: queued, queued: true };
    });
    if ('refusal' in outcome) {
      // Another upload of the property, or enough of the user's, was completed since this URL was handed out.
      await this.discard(outcome.inspection);
      throw outcome.refusal;
    }
    return outcome.inspection;
  }

  /** What is wrong with the stored object, in the buyer's words; undefined when it is what it claims. */
  private async objectProblem(inspection: HomeInspection, size: number): Promise<string | undefined> {
    const { storage } = this.deps;
    if (size > MAX_REPORT_BYTES) return UPLOAD_MESSAGES.tooLarge;
    if (size < 1) return UPLOAD_MESSAGES.empty;
    if (inspection.sizeBytes !== null && size !== inspection.sizeBytes) return UPLOAD_MESSAGES.sizeMismatch;
    const type: ReportFileType = inspection.fileType;
    const head = await storage.readHead(inspection.objectKey, SIGNATURE_BYTES);
    if (!hasSignatureOf(type, head)) return UPLOAD_MESSAGES.notWhatItClaims(type);
    if (type === 'docx' && !(await this.isWordPackage(inspection.objectKey, size))) {
      return UPLOAD_MESSAGES.notWhatItClaims(type);
    }
    return undefined;
  }

  /** A zip is a .docx only with Word's main part: read from its central directory, found from its tail. */
  private async isWordPackage(key: string, size: number): Promise<boolean> {
    const { storage } = this.deps;
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = await storage.readRange(key, size - tailLength, tailLength);
    const directory = locateCentralDirectory(tail, size);
    if (!directory || directory.size > MAX_CENTRAL_DIRECTORY_BYTES) return false;
    const tailStart = size - tailLength;
    const bytes =
      directory.offset >= tailStart
        ? tail.subarray(directory.offset - tailStart, directory.offset - tailStart + directory.size)
        : await storage.readRange(key, directory.offset, directory.size);
    return isWordPackage(centralDirectoryNames(bytes, directory.entries));
  }

  /** The user's accepted reports and `adding` more bytes must fit the storage quota. */
  private async checkQuota(db: Knex, userId: string, adding: number): Promise<void> {
    if ((await storedBytesOfUser(db, userId)) + adding > this.deps.storageQuotaBytesPerUser)
      throw new InspectionError('storageQuotaReached');
  }

  private async discard(inspection: HomeInspection): Promise<void> {
    await this.deps.storage.remove(inspection.objectKey);
    await forgetUpload(this.deps.db, inspection.id);
  }

  private async expectLong(trx: Knex.Transaction, sizeBytes: number): Promise<boolean> {
    const { longAnalysis } = this.deps;
    return isLongAnalysis(
      {
        sizeBytes,
        queueDepth: await queueDepth(trx),
        averageAnalysisSeconds:
          (await averageRecentAnalysisSeconds(trx)) ?? longAnalysis.defaultAnalysisSeconds,
        workers: longAnalysis.workers,
      },
      longAnalysis,
    );
  }
}
