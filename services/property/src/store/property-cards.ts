// The list's one query: the owner's active properties with only the card's columns, and the document indicators
// from the read model beside each (one lateral aggregate over its rows, read from the index alone).
import type { Knex } from '@homeward/kit';
import type { PropertyCard } from '../domain/property-card';
import { escapeLike } from './properties';
import { addressFromJson, type PropertyRow } from './property-row';
import { STATE_RANK } from './document-states';

/** The card's columns of the property row, and the document indicators the lateral aggregate adds. */
type CardRow = Pick<
  PropertyRow,
  | 'id'
  | 'address'
  | 'price'
  | 'is_listed'
  | 'is_unlocked'
  | 'is_sample'
  | 'bedrooms_num'
  | 'bathrooms_num'
  | 'size'
  | 'type'
  | 'images'
  | 'listing_agent'
  | 'home_inspection_id'
  | 'street_view'
> & {
  completed_offer_letter: boolean;
  completed_purchase_agreement: boolean;
  purchase_agreement_draft: boolean;
};

const DOCUMENT_INDICATORS = `
  left join lateral (
    select
      coalesce(bool_or(s.document_type = 'offer_letter' and s.state = ${STATE_RANK.completed}), false)
        as completed_offer_letter,
      coalesce(bool_or(s.document_type = 'purchase_agreement' and s.state = ${STATE_RANK.completed}), false)
        as completed_purchase_agreement,
      coalesce(bool_or(s.document_type = 'purchase_agreement' and s.state = ${STATE_RANK.draft}), false)
        as purchase_agreement_draft
    from property_document_states s
    where s.property_id = p.id
  ) d on true`;

/** The owner's active properties as cards, newest first, optionally whose address contains `search` (any case). */
export async function listActiveCards(db: Knex, ownerId: string, search: string): Promise<PropertyCard[]> {
  const query = db('properties as p')
    .select(
      'p.id',
      // The components are most of the address's bytes, and no card shows them.
      db.raw(`p.address - 'address_components' as address`),
      'p.price',
      'p.is_listed',
      'p.is_unlocked',
      'p.is_sample',
      'p.bedrooms_num',
      'p.bathrooms_num',
      'p.size',
      'p.type',
      'p.images',
      'p.listing_agent',
      'p.home_inspection_id',
      'p.street_view',
      'd.completed_offer_letter',
      'd.completed_purchase_agreement',
      'd.purchase_agreement_draft',
    )
    .joinRaw(DOCUMENT_INDICATORS)
    .where({ 'p.owner_id': ownerId, 'p.status': 'active' });
  if (search !== '') {
    const pattern = `%${escapeLike(search)}%`;
    // The same expressions as the trigram index (migration 006), so it serves the search.
    query.andWhere((where) =>
      where
        .whereRaw(`p.address->>'address' ilike ?`, [pattern])
        .orWhereRaw(`p.address->>'formatted_address' ilike ?`, [pattern]),
    );
  }
  const rows = (await query.orderBy([
    { column: 'p.created_at', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ])) as CardRow[];
  return rows.map(cardFromRow);
}

function cardFromRow(row: CardRow): PropertyCard {
  return {
    id: row.id,
    address: addressFromJson(row.address),
    price: row.price === null ? null : Number(row.price),
    isListed: row.is_listed,
    isUnlocked: row.is_unlocked,
    isSample: row.is_sample,
    bedroomsNum: row.bedrooms_num,
    bathroomsNum: row.bathrooms_num === null ? null : Number(row.bathrooms_num),
    size: row.size,
    type: row.type,
    images: row.images,
    listingAgent: row.listing_agent
      ? {
          name: row.listing_agent.name,
          company: row.listing_agent.company,
          phoneNumber: row.listing_agent.phone_number,
          email: row.listing_agent.email ?? '',
        }
      : null,
    homeInspectionId: row.home_inspection_id,
    streetView: row.street_view
      ? { available: row.street_view.available, location: row.street_view.location ?? null }
      : null,
    documents: {
      completedOfferLetter: row.completed_offer_letter,
      completedPurchaseAgreement: row.completed_purchase_agreement,
      purchaseAgreementDraft: row.purchase_agreement_draft,
    },
  };
}
