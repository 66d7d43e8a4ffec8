// The due-diligence objection use cases (issue 24): each acts for one user and sees only that user's objections. An
// objection is written once, on an unlocked property, and frozen with the parties and address it printed; to change
// one, the buyer deletes it and writes another. Its dates make the property's timeline after the agreement's own.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import { DEADLINE_TIME } from '@homeward/pdf';
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
  objectionTimeZoneOf,
  type ObjectionDeadline,
  type ObjectionDraft,
  type ObjectionRecord,
  type ObjectionStepKey,
} from '../domain/objection';
import { buyersToday } from '../domain/today';
import { findLatestCompleted } from '../store/documents';
import {
  deleteOwnedObjection,
  findOwnedObjection,
  insertObjection,
  listOwnedObjections,
} from '../store/objections';
import { objectionPeriodsOf, type ObjectionLetter } from '@homeward/documents';
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
    const property = await this.deps.properties.getOwnedProperty(incoming.propertyId);
    if (!property) throw new DocumentError('propertyNotFound');
    if (!property.isUnlocked) throw new DocumentError('objectionLocked');
    const draft = checkObjectionDraft(incoming, buyersToday(this.now()));

    const { agreementId, deadlines } = await this.deps.contractDeadlines(userId, draft.propertyId);
    const agreement = agreementId
      ? await findLatestCompleted(this.deps.db, 'purchase_agreement', userId, draft.propertyId)
      : undefined;
    const data: DocumentData = agreement?.snapshot?.prefilledData ?? {};
    checkAgainstAgreement(
      draft,
      agreementId ? deadlines.find((deadline) => deadline.key === 'due_diligence') : undefined,
      objectionPeriodsOf(data),
    );
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
      purchaseAgreementId: agreement?.id ?? null,
      time: DEADLINE_TIME,
      timeZone: objectionTimeZoneOf(state),
    });
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
    const pdf = await this.deps.renderPdf(letterOf(record), record.createdAt);
    return { pdf, fileName: objectionPdfFileName(record.id) };
  }

  /** The property's latest objection and its timeline: sent, the seller's response due, the resolution deadline. */
  async timeline(
    userId: string,
    propertyId: string,
  ): Promise<{ objectionId: string; deadlines: ObjectionDeadline[] }> {
    const [latest] = await listOwnedObjections(this.deps.db, userId, propertyId);
    if (!latest) return { objectionId: '', deadlines: [] };
    const step = (key: ObjectionStepKey, label: string, date: string, basis: string): ObjectionDeadline => ({
      key,
      label,
      date,
      time: latest.time,
      timeZone: latest.timeZone,
      applies: true,
      basis,
    });
    return {
      objectionId: latest.id,
      deadlines: [
        step(
          'objection_sent',
          'Objection sent',
          latest.sentOn,
          'The day you deliver your due diligence objection',
        ),
        step(
          'seller_response',
          "Seller's response due",
          latest.sellerResponseDue,
          'The seller answers in writing which items they will resolve',
        ),
        step(
          'resolution',
          'Resolution deadline',
          latest.resolutionDeadline,
          'Agree in writing by then, or you may cancel by written notice; if you do not, the objections are waived',
        ),
      ],
    };
  }
}
