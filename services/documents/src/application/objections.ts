// The due-diligence objection use cases (issue 24): each acts for one user and sees only that user's objections. An
// objection is written on an unlocked property and frozen with the parties and address it printed; the buyer may edit
// its items, dates, recipient and note, by the same rules. Its dates make the property's timeline after the
// agreement's own, and its seller-response and resolution deadlines are reminded of (deadline-reminders.ts).
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { IdentityClient } from '../clients/identity-client';
import type { PropertyClient } from '../clients/property-client';
import type { Deadline } from '../domain/deadlines';
import type { DocumentData } from '../domain/document';
import { DocumentError } from '../domain/errors';
import {
  checkAgainstAgreement,
  checkObjectionDraft,
  letterOf,
  objectionPdfFileName,
  objectionSteps,
  objectionTimeZoneOf,
  type ObjectionDeadline,
  type ObjectionDraft,
  type ObjectionRecord,
} from '../domain/objection';
import { buyersToday } from '../domain/today';
import { findLatestCompleted } from '../store/documents';
import {
  deleteOwnedObjection,
  findOwnedObjection,
  insertObjection,
  listOwnedObjections,
  updateOwnedObjection,
} from '../store/objections';
import {
  DEFAULT_DEADLINE_TIME,
  objectionPeriodsOf,
  type ObjectionLetter,
} from '@homeward/document-definitions';
import type { RenderedPdf } from './documents';

export interface ObjectionsDeps {
  db: Knex;
  properties: PropertyClient;
  identity: IdentityClient;
  /** The agreement's own deadlines (the Documents use case), for its Due Diligence Deadline. */
  contractDeadlines(
    userId: string,
    propertyId: string,
  ): Promise<{ agreementId: string; deadlines: Deadline[] }>;
  renderPdf(letter: ObjectionLetter, createdAt: Date): Promise<Buffer>;
  now?: () => Date;
}

const namesOf = (parties: unknown): string[] =>
  Array.isArray(parties)
    ? parties
        .map((party) => (typeof party?.name === 'string' ? party.name.trim() : ''))
        .filter((name: string) => name !== '')
    : [];

export class Objections {
  constructor(private readonly deps: ObjectionsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Writes the objection: the property must be the caller's and unlocked; the dates must hold, and when a purchase
   * agreement was completed in Homeward, the objection must be sent by its Due Diligence Deadline.
   */
  async create(userId: string, incoming: ObjectionDraft): Promise<ObjectionRecord> {
    const property = await this.unlockedProperty(incoming.propertyId);
    const draft = checkObjectionDraft(incoming, buyersToday(this.now()));
    const { agreementId, data, time } = await this.againstAgreement(userId, draft);
    const buyerNames = namesOf(data.buyers);
    const sellersKnown = data.dont_know_seller_checkbox !== true;
    const sellerNames = sellersKnown ? namesOf(data.sellers) : [];
    const { state } = property.address;

    return insertObjection(this.deps.db, {
      ...draft,
      id: randomUUID(),
      userId,
      propertyAddress: property.address.formattedAddress || property.address.address,
      state,
      buyerNames: buyerNames.length ? buyerNames : [(await this.deps.identity.getBuyerProfile()).name.trim()],
      sellerNames: sellerNames.length || !sellersKnown ? sellerNames : property.sellers,
      purchaseAgreementId: agreementId,
      time,
      timeZone: objectionTimeZoneOf(state),
    });
  }

  /**
   * Rewrites the caller's objection by the rules of `create`; it stays on its property with the parties and address
   * it was written with. The sending day may stay as saved even once it has passed (the objection went out then).
   */
  async update(userId: string, id: string, incoming: ObjectionDraft): Promise<ObjectionRecord> {
    const saved = await this.get(userId, id);
    await this.unlockedProperty(saved.propertyId);
    const draft = checkObjectionDraft(
      { ...incoming, propertyId: saved.propertyId },
      buyersToday(this.now()),
      saved.sentOn,
    );
    const { agreementId, time } = await this.againstAgreement(userId, draft);
    const updated = await updateOwnedObjection(this.deps.db, userId, id, {
      ...draft,
      purchaseAgreementId: agreementId ?? saved.purchaseAgreementId,
      time,
    });
    // Deleted between the read and the write.
    if (!updated) throw new DocumentError('documentNotFound');
    return updated;
  }

  private async unlockedProperty(propertyId: string) {
    const property = await this.deps.properties.getOwnedProperty(propertyId);
    if (!property) throw new DocumentError('propertyNotFound');
    if (!property.isUnlocked) throw new DocumentError('objectionLocked');
    return property;
  }

  /**
   * The latest agreement completed in Homeward, if any: the objection must be sent by its Due Diligence Deadline,
   * its periods give the other two dates, and its deadlines' time of day is the objection's too (one rule).
   */
  private async againstAgreement(userId: string, draft: ObjectionDraft) {
    const { agreementId, deadlines } = await this.deps.contractDeadlines(userId, draft.propertyId);
    const agreement = agreementId
      ? await findLatestCompleted(this.deps.db, 'purchase_agreement', userId, draft.propertyId)
      : undefined;
    const data: DocumentData = agreement?.snapshot?.prefilledData ?? {};
    const dueDiligence = deadlines.find((deadline) => deadline.key === 'due_diligence');
    checkAgainstAgreement(draft, agreementId ? dueDiligence : undefined, objectionPeriodsOf(data));
    return {
      agreementId: agreement?.id ?? null,
      data,
      time: deadlines[0]?.time || DEFAULT_DEADLINE_TIME,
    };
  }

  list(userId: string, propertyId: string): Promise<ObjectionRecord[]> {
    return listOwnedObjections(this.deps.db, userId, propertyId);
  }

  async get(userId: string, id: string): Promise<ObjectionRecord> {
    const record = await findOwnedObjection(this.deps.db, userId, id);
    if (!record) throw new DocumentError('documentNotFound');
    return record;
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await deleteOwnedObjection(this.deps.db, userId, id))) throw new DocumentError('documentNotFound');
  }

  async renderPdf(userId: string, id: string): Promise<RenderedPdf> {
    const record = await this.get(userId, id);
    const pdf = await this.deps.renderPdf(letterOf(record), record.updatedAt ?? record.createdAt);
    return { pdf, fileName: objectionPdfFileName(record.id) };
  }

  /** The property's latest objection and its timeline: sent, the seller's response due, the resolution deadline. */
  async timeline(
    userId: string,
    propertyId: string,
  ): Promise<{ objectionId: string; deadlines: ObjectionDeadline[] }> {
    const [latest] = await listOwnedObjections(this.deps.db, userId, propertyId);
    if (!latest) return { objectionId: '', deadlines: [] };
    return { objectionId: latest.id, deadlines: objectionSteps(latest) };
  }
}
