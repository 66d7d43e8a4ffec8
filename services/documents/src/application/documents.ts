// The documents use cases: each acts for one user and sees only that user's documents. Drafts are one per property,
// user and kind; completing one freezes its snapshot and starts the next draft (count_number + 1).
import { randomUUID } from 'node:crypto';
import { afterCommit, enqueueEvent, type Knex, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { IdentityClient } from '../clients/identity-client';
import type { PropertyClient } from '../clients/property-client';
import { parseDocumentData, priceOf } from '../domain/data';
import { agreementDeadlines, type Deadline } from '../domain/deadlines';
import {
  isCompleted,
  pdfFileName,
  stateOf,
  templateOf,
  type DocumentData,
  type DocumentKind,
  type DocumentRecord,
  type DocumentSnapshot,
} from '../domain/document';
import { DocumentError } from '../domain/errors';
import type { PropertyFacts } from '../domain/prefill';
import { checkedDraft, checkFinalized, filledFormText, newDraftData, ruled } from '../domain/rules';
import { buyersToday } from '../domain/today';
import { announceDocumentState } from '../events/document-states';
import {
  documentCompletedEvent,
  EVENT_SOURCE,
  type AnnouncedDocument,
  type DocumentLifeState,
} from '../events/messages';
import { documentsMetrics as metrics } from '../metrics';
import type { StoredPdfs } from './stored-pdfs';
import {
  deleteOwned,
  documentStatesByProperty,
  findDraft,
  findLatestCompleted,
  findOwned,
  insertDraft,
  listOwned,
  nextCountNumber,
  storeCompletion,
  storePreview,
  updateDraftData,
} from '../store/documents';

/** Renders a document's PDF from the data of one of its states. */
export interface DocumentPdfs {
  /** `completedAt`: when the document was completed (an offer letter is dated then, however late it is downloaded). */
  render(
    kind: DocumentKind,
    data: DocumentData,
    options: { preview: boolean; completedAt?: Date },
  ): Promise<Buffer>;
}

export interface DocumentsDeps {
  db: Knex;
  properties: PropertyClient;
  identity: IdentityClient;
  pdfs: DocumentPdfs;
  /** Completed documents' PDFs, rendered once and kept in object storage. */
  storedPdfs: StoredPdfs;
  relay: { notify(): void };
  logger: Logger;
  now?: () => Date;
}

/** A document with what the editor needs beside it: the fields its rules hide, disable and force for its data. */
export interface DocumentView {
  record: DocumentRecord;
  hiddenFields: string[];
  disabledFields: string[];
  forcedFields: string[];
}

export interface PropertyDocumentsSummary {
  propertyId: string;
  hasCompletedOfferLetter: boolean;
  hasCompletedPurchaseAgreement: boolean;
  hasOfferLetterDraft: boolean;
  hasPurchaseAgreementDraft: boolean;
}

export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
}

/** A document's PDF: no bytes when the caller's copy (its If-None-Match) is current; an ETag once completed. */
export interface DocumentPdf {
  pdf?: Buffer;
  fileName: string;
  /** Empty for a draft or a preview, which change. */
  etag: string;
}

export class Documents {
  constructor(private readonly deps: DocumentsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private view(record: DocumentRecord): DocumentView {
    const { hiddenFields, disabledFields, forcedFields } = ruled(record.kind, record.data);
    return { record, hiddenFields, disabledFields, forcedFields };
  }

  /**
   * The caller's property for a document of this kind: NOT_FOUND when it is not theirs, FAILED_PRECONDITION for a
   * purchase agreement while it is locked.
   */
  private async propertyFor(kind: DocumentKind, propertyId: string): Promise<PropertyFacts> {
    const property = await this.deps.properties.getOwnedProperty(propertyId);
    if (!property) throw new DocumentError('propertyNotFound');
    if (kind === 'purchase_agreement' && !property.isUnlocked) throw new DocumentError('propertyLocked');
    return property;
  }

  /** document.state_changed for the property cards' indicators, in the transaction of the change. */
  private announce(
    trx: Knex.Transaction,
    document: AnnouncedDocument,
    state: DocumentLifeState,
  ): Promise<void> {
    return announceDocumentState(trx, document, state, { at: this.now(), relay: this.deps.relay });
  }

  private async owned(kind: DocumentKind, userId: string, id: string): Promise<DocumentRecord> {
    const record = await findOwned(this.deps.db, kind, userId, id);
    if (!record) throw new DocumentError('documentNotFound');
    return record;
  }

  /** The caller's draft for the property, created and prefilled (property + the caller's profile) when none exists. */
  async getOrCreateDraft(
    kind: DocumentKind,
    userId: string,
    propertyId: string,
  ): Promise<{ view: DocumentView; created: boolean }> {
    const property = await this.propertyFor(kind, propertyId);
    const existing = await findDraft(this.deps.db, kind, userId, propertyId);
    if (existing) return { view: this.view(existing), created: false };

    const buyer = await this.deps.identity.getBuyerProfile();
    const data = newDraftData(kind, property, buyer);
    const id = randomUUID();
    const countNumber = await nextCountNumber(this.deps.db, kind, userId, propertyId);
    // The draft and its document.state_changed commit together.
    const inserted = await this.deps.db.transaction(async (trx) => {
      const stored = await insertDraft(trx, kind, {
        id,
        userId,
        propertyId,
        data,
        propertyPrice: priceOf(data),
        countNumber,
      });
      if (stored) await this.announce(trx, { id, kind, userId, propertyId, countNumber }, 'draft');
      return stored;
    });
    // A racing call created the draft first: that one is the draft.
    const draft = await findDraft(this.deps.db, kind, userId, propertyId);
    if (!draft) throw new Error(`draft ${id} not found right after it was stored`);
    if (inserted) metrics.draftsCreated.inc({ document_type: kind });
    return { view: this.view(draft), created: inserted };
  }

  /** Autosave: the rules applied, then checked; the property's address parts cannot be changed. */
  async updateDraft(kind: DocumentKind, userId: string, id: string, dataJson: string): Promise<DocumentView> {
    const incoming = parseDocumentData(dataJson);
    const draft = await this.owned(kind, userId, id);
    if (isCompleted(draft)) throw new DocumentError('alreadyCompleted');
    const outcome = checkedDraft(kind, incoming, draft.data, buyersToday(this.now()));
    const updated = await updateDraftData(
      this.deps.db,
      kind,
      userId,
      id,
      outcome.data,
      priceOf(outcome.data),
    );
    // Completed (or deleted) between the read and the write.
    if (!updated) throw new DocumentError('alreadyCompleted');
    return this.view(updated);
  }

  private snapshotOf(kind: DocumentKind, data: DocumentData): DocumentSnapshot {
    return {
      template: templateOf(kind, stateOf(data)),
      prefilledTemplate: filledFormText(kind, data),
      prefilledData: data,
      savedAt: this.now(),
    };
  }

  /** Preview: only the preview snapshot and its time are stored. */
  async savePreview(kind: DocumentKind, userId: string, id: string): Promise<DocumentView> {
    const record = await this.owned(kind, userId, id);
    const { data } = ruled(kind, record.data);
    const updated = await storePreview(this.deps.db, kind, userId, id, this.snapshotOf(kind, data));
    if (!updated) throw new DocumentError('documentNotFound');
    return this.view(updated);
  }

  /**
   * Freezes the draft's snapshot, starts the next draft (a copy, count_number + 1) and emits document.completed,
   * all in one transaction. The property must still be the caller's (and unlocked, for an agreement).
   */
  async complete(
    kind: DocumentKind,
    userId: string,
    id: string,
  ): Promise<{ completed: DocumentView; nextDraft: DocumentView }> {
    const draft = await this.owned(kind, userId, id);
    if (isCompleted(draft)) throw new DocumentError('alreadyCompleted');
    await this.propertyFor(kind, draft.propertyId);
    const { data } = ruled(kind, draft.data);
    checkFinalized(kind, data, buyersToday(this.now()));
    const snapshot = this.snapshotOf(kind, data);

    const { completed, nextDraft } = await this.deps.db.transaction(async (trx) => {
      const completed = await storeCompletion(trx, kind, userId, id, snapshot);
      if (!completed) throw new DocumentError('alreadyCompleted');
      const nextId = randomUUID();
      await insertDraft(trx, kind, {
        id: nextId,
        userId,
        propertyId: completed.propertyId,
        data: completed.data,
        propertyPrice: completed.propertyPrice,
        countNumber: completed.countNumber + 1,
      });
      const nextDraft = await findOwned(trx, kind, userId, nextId);
      if (!nextDraft) throw new Error(`next draft ${nextId} not found right after it was stored`);
      await enqueueEvent(trx, topics.documentCompleted, completed.id, documentCompletedEvent(completed), {
        source: EVENT_SOURCE,
        relay: this.deps.relay,
      });
      await this.announce(trx, completed, 'completed');
      await this.announce(trx, nextDraft, 'draft');
      afterCommit(trx, () => metrics.completed.inc({ document_type: kind }));
      return { completed, nextDraft };
    });
    return { completed: this.view(completed), nextDraft: this.view(nextDraft) };
  }

  /** The caller's documents of one property (both kinds unless one is asked for), newest first. */
  async list(userId: string, propertyId: string, kind?: DocumentKind): Promise<DocumentView[]> {
    const kinds: DocumentKind[] = kind ? [kind] : ['offer_letter', 'purchase_agreement'];
    const records = await listOwned(this.deps.db, kinds, userId, propertyId);
    return records.map((record) => this.view(record));
  }

  async get(kind: DocumentKind, userId: string, id: string): Promise<DocumentView> {
    return this.view(await this.owned(kind, userId, id));
  }

  async delete(kind: DocumentKind, userId: string, id: string): Promise<void> {
    const record = await this.owned(kind, userId, id);
    await this.deps.db.transaction(async (trx) => {
      if (!(await deleteOwned(trx, kind, userId, id))) throw new DocumentError('documentNotFound');
      await this.announce(trx, record, 'deleted');
    });
    this.deps.storedPdfs.removalQueued();
    metrics.deleted.inc({ document_type: kind });
  }

  /**
   * The PDF of the preview snapshot (`preview`), else of the completed snapshot (rendered once, then the stored bytes
   * with their ETag; none when `ifNoneMatch` names it), or of a draft's current data (marked as a preview, since it
   * is not final).
   */
  async renderPdf(
    kind: DocumentKind,
    userId: string,
    id: string,
    preview: boolean,
    ifNoneMatch = '',
  ): Promise<DocumentPdf> {
    const record = await this.owned(kind, userId, id);
    const fileName = pdfFileName(kind, record.id);
    if (!preview && record.snapshot) {
      const { pdf, etag } = await this.deps.storedPdfs.completed(record, ifNoneMatch, (data, completedAt) =>
        this.timedRender(kind, data, { preview: false, completedAt }),
      );
      return { pdf, fileName, etag };
    }
    let data: DocumentData;
    if (preview) {
      if (!record.previewSnapshot) throw new DocumentError('noPreview');
      data = record.previewSnapshot.prefilledData;
    } else {
      data = ruled(kind, record.data).data;
    }
    return { pdf: await this.timedRender(kind, data, { preview: true }), fileName, etag: '' };
  }

  private async timedRender(
    kind: DocumentKind,
    data: DocumentData,
    options: { preview: boolean; completedAt?: Date },
  ): Promise<Buffer> {
    const started = performance.now();
    const pdf = await this.deps.pdfs.render(kind, data, options);
    metrics.pdfSeconds.observe({ document_type: kind }, (performance.now() - started) / 1000);
    return pdf;
  }

  /** The deadlines of the caller's latest completed purchase agreement of the property; none before one exists. */
  async listContractDeadlines(
    userId: string,
    propertyId: string,
  ): Promise<{ agreementId: string; deadlines: Deadline[] }> {
    const agreement = await findLatestCompleted(this.deps.db, 'purchase_agreement', userId, propertyId);
    if (!agreement?.snapshot) return { agreementId: '', deadlines: [] };
    const deadlines = agreementDeadlines(agreement.snapshot.prefilledData);
    return { agreementId: agreement.id, deadlines };
  }

  /** Which of the caller's documents exist for each property, in the asked order; none for another user's. */
  async summarize(userId: string, propertyIds: readonly string[]): Promise<PropertyDocumentsSummary[]> {
    const [offerLetters, agreements] = await Promise.all([
      documentStatesByProperty(this.deps.db, 'offer_letter', userId, propertyIds),
      documentStatesByProperty(this.deps.db, 'purchase_agreement', userId, propertyIds),
    ]);
    return propertyIds.map((propertyId) => ({
      propertyId,
      hasCompletedOfferLetter: offerLetters.get(propertyId)?.completed ?? false,
      hasCompletedPurchaseAgreement: agreements.get(propertyId)?.completed ?? false,
      hasOfferLetterDraft: offerLetters.get(propertyId)?.draft ?? false,
      hasPurchaseAgreementDraft: agreements.get(propertyId)?.draft ?? false,
    }));
  }
}
