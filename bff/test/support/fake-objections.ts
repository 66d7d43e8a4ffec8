// The due-diligence objections of the fake documents service: the caller's, on the caller's unlocked properties, kept
// as sent (the real rules, dates in order and amounts, are the documents service's and tested there).
import { randomUUID } from 'node:crypto';
import { failedPrecondition, invalidArgument, notFound, requireCaller } from '@homeward/kit';
import type {
  ContractDeadline,
  CreateObjectionRequest,
  DueDiligenceObjection,
  UpdateObjectionRequest,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { FakeProperty } from './downstream';

export const LOCKED_OBJECTION = 'Unlock this property to write a due diligence objection.';
export const NO_ITEMS = 'Choose at least one finding to object to.';

export class FakeObjections {
  readonly objections: Array<{ ownerId: string; objection: DueDiligenceObjection }> = [];

  constructor(private readonly property: FakeProperty) {}

  private own(id: string) {
    const caller = requireCaller();
    const stored = this.objections.find((o) => o.objection.id === id && o.ownerId === caller.userId);
    if (!stored) throw notFound('Document not found');
    return stored;
  }

  create(request: CreateObjectionRequest): DueDiligenceObjection {
    const caller = requireCaller();
    const draft = request.draft;
    const property = this.property.properties.find(
      (p) => p.id === draft?.propertyId && p.ownerId === caller.userId,
    );
    if (!draft || !property) throw notFound('Property not found');
    if (!property.isUnlocked) throw failedPrecondition(LOCKED_OBJECTION);
    if (draft.items.length === 0) throw invalidArgument(NO_ITEMS, { 'draft.items': NO_ITEMS });
    const objection: DueDiligenceObjection = {
      id: randomUUID(),
      draft,
      time: '5:00 PM',
      timeZone: property.address?.state === 'UT' ? 'America/Denver' : '',
      propertyAddress: property.address?.formattedAddress ?? '',
      state: property.address?.state ?? '',
      buyerNames: ['Fake Buyer'],
      sellerNames: [],
      purchaseAgreementId: '',
      emailSubject: `Due diligence objection: ${property.address?.formattedAddress ?? ''}`,
      emailBody: `${draft.items.length} items`,
      createdAt: new Date().toISOString(),
      updatedAt: '',
    };
    this.objections.push({ ownerId: caller.userId, objection });
    return objection;
  }

  list(propertyId: string): DueDiligenceObjection[] {
    const caller = requireCaller();
    return this.objections
      .filter((o) => o.ownerId === caller.userId && o.objection.draft?.propertyId === propertyId)
      .map((o) => o.objection)
      .reverse();
  }

  get(id: string): DueDiligenceObjection {
    return this.own(id).objection;
  }

  /** The caller's objection with the draft's values; it stays on its property. */
  update(request: UpdateObjectionRequest): DueDiligenceObjection {
    const stored = this.own(request.id);
    const draft = request.draft;
    if (!draft || draft.items.length === 0) throw invalidArgument(NO_ITEMS, { 'draft.items': NO_ITEMS });
    stored.objection = {
      ...stored.objection,
      draft: { ...draft, propertyId: stored.objection.draft?.propertyId ?? '' },
      emailBody: `${draft.items.length} items`,
      updatedAt: new Date().toISOString(),
    };
    return stored.objection;
  }

  delete(id: string): void {
    this.objections.splice(this.objections.indexOf(this.own(id)), 1);
  }

  /** The latest objection's three steps, as the service answers them. */
  timeline(propertyId: string): { objectionId: string; objectionDeadlines: ContractDeadline[] } {
    const [latest] = this.list(propertyId);
    if (!latest?.draft) return { objectionId: '', objectionDeadlines: [] };
    const step = (key: string, label: string, date: string): ContractDeadline => ({
      key,
      label,
      date,
      time: latest.time,
      timeZone: latest.timeZone,
      applies: true,
      basis: '',
    });
    return {
      objectionId: latest.id,
      objectionDeadlines: [
        step('objection_sent', 'Objection sent', latest.draft.sentOn),
        step('seller_response', "Seller's response due", latest.draft.sellerResponseDue),
        step('resolution', 'Resolution deadline', latest.draft.resolutionDeadline),
      ],
    };
  }
}
