// The original report files, handed out for the owner's data export (issue 25 item 9).
import type { Knex } from '@homeward/kit';
import { InspectionError } from '../domain/errors';
import type { ObjectStorage } from '../providers/object-storage';
import { findUploadedReportByKey } from '../store/inspection-export';

/** Long enough for the BFF to start copying the file into the archive it is streaming; it is asked just before. */
const FILE_URL_TTL_SECONDS = 300;

export class ReportFiles {
  constructor(private readonly deps: { db: Knex; storage: ObjectStorage }) {}

  /**
   * A short-lived GET URL of the caller's uploaded report stored under `objectKey`. Another user's key, or one no
   * uploaded report of the caller's names, is not found: the URL is granted only for the owner's own files.
   */
  async downloadUrl(userId: string, objectKey: string): Promise<string> {
    const report = await findUploadedReportByKey(this.deps.db, userId, objectKey);
    if (!report) throw new InspectionError('inspectionNotFound');
    try {
      return await this.deps.storage.presignedGet(objectKey, FILE_URL_TTL_SECONDS);
    } catch {
      throw new InspectionError('storageUnavailable');
    }
  }
}
