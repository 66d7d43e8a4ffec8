// The BFF's only caller of the property service; maps its protobuf messages to the spec's property JSON.
import type { PromiseClient } from '@homeward/kit';
import {
  PropertyStatus,
  type Property as ProtoProperty,
  type PropertyCard as ProtoCard,
  type PropertyServiceClient,
} from '@homeward/protos/gen/homeward/property/v1/property';
import type { Property, PropertyCard, PropertyEdit, StreetViewResponse } from '../api/properties';

export class PropertyClient {
  constructor(
    private readonly grpc: PromiseClient<PropertyServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  /** The list and its search: the cards, with their document indicators, from the property service alone. */
  async listCards(accessToken: string, search: string): Promise<PropertyCard[]> {
    const response = await this.grpc.listPropertyCards({ search }, this.settings(accessToken));
    return response.cards.map(toApiCard);
  }

  async create(accessToken: string, address: string): Promise<Property> {
    const response = await this.grpc.createProperty({ address }, this.settings(accessToken));
    return toApiProperty(required(response.property, 'CreateProperty'));
  }

  async activate(accessToken: string, propertyId: string): Promise<Property> {
    const response = await this.grpc.activateProperty({ propertyId }, this.settings(accessToken));
    return toApiProperty(required(response.property, 'ActivateProperty'));
  }

  async get(accessToken: string, propertyId: string): Promise<Property> {
    const response = await this.grpc.getProperty({ propertyId }, this.settings(accessToken));
    return toApiProperty(required(response.property, 'GetProperty'));
  }

  async delete(accessToken: string, propertyId: string): Promise<void> {
    await this.grpc.deleteProperty({ propertyId }, this.settings(accessToken));
  }

  /** Sends only the fields the edit carries; the service leaves absent ones as they are. */
  async update(accessToken: string, propertyId: string, edit: PropertyEdit): Promise<Property> {
    const agent = edit.listing_agent;
    const response = await this.grpc.updateProperty(
      {
        propertyId,
        bedroomsNum: edit.bedrooms_num,
        bathroomsNum: edit.bathrooms_num,
        size: edit.size,
        price: edit.price,
        listingAgent: agent && {
          name: agent.name,
          company: agent.company,
          phoneNumber: agent.phone_number,
          // The edit form has no e-mail; the service keeps the one the data provider gave.
          email: '',
        },
      },
      this.settings(accessToken),
    );
    return toApiProperty(required(response.property, 'UpdateProperty'));
  }

  /** The re-parse by address: the record is refreshed from the data provider, its geocode kept. */
  async refresh(accessToken: string, propertyId: string): Promise<Property> {
    const response = await this.grpc.refreshPropertyData({ propertyId }, this.settings(accessToken));
    return toApiProperty(required(response.property, 'RefreshPropertyData'));
  }

  async streetView(accessToken: string, propertyId: string): Promise<StreetViewResponse> {
    const response = await this.grpc.getStreetView({ propertyId }, this.settings(accessToken));
    return {
      street_view_image_url: response.streetViewImageUrl || null,
      street_view_link: response.streetViewLink,
    };
  }

  async sample(accessToken: string): Promise<Property> {
    const response = await this.grpc.getSampleProperty({}, this.settings(accessToken));
    return toApiProperty(required(response.property, 'GetSampleProperty'));
  }

  private settings(accessToken: string) {
    return { deadlineMs: this.deadlineMs, accessToken };
  }
}

function required<T>(value: T | undefined, rpc: string): T {
  if (value === undefined) throw new Error(`property ${rpc} answered without a property`);
  return value;
}

const STATUS: Partial<Record<PropertyStatus, Property['status']>> = {
  [PropertyStatus.PROPERTY_STATUS_DRAFT]: 'draft',
  [PropertyStatus.PROPERTY_STATUS_ACTIVE]: 'active',
};

/** What a property and its card both carry (a card's address has no address_components), in the spec's JSON. */
function sharedFields(source: ProtoCard) {
  const address = source.address;
  return {
    id: source.id,
    address: {
      address: address?.address ?? '',
      formatted_address: address?.formattedAddress ?? '',
      street: address?.street ?? '',
      street_line_2: address?.streetLine2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip_code: address?.zipCode ?? '',
      geometry: address?.location
        ? { location: { lat: address.location.lat, lng: address.location.lng } }
        : null,
    },
    price: source.price ?? null,
    is_listed: source.isListed,
    is_unlocked: source.isUnlocked,
    is_sample: source.isSample,
    bedrooms_num: source.bedroomsNum ?? null,
    bathrooms_num: source.bathroomsNum ?? null,
    size: source.size ?? null,
    type: source.type,
    images: [...source.images],
    listing_agent: source.listingAgent
      ? {
          name: source.listingAgent.name,
          company: source.listingAgent.company,
          phone_number: source.listingAgent.phoneNumber,
        }
      : null,
    home_inspection: source.homeInspectionId || null,
    street_view_image_url: source.streetViewImageUrl || null,
  };
}

export function toApiProperty(property: ProtoProperty): Property {
  const status = STATUS[property.status];
  if (!status) throw new Error(`property ${property.id} has no status`);
  const shared = sharedFields(property);
  return {
    ...shared,
    auth_user_id: property.ownerId,
    created_at: property.createdAt,
    status,
    address: {
      ...shared.address,
      address_components: (property.address?.addressComponents ?? []).map((component) => ({
        long_name: component.longName,
        short_name: component.shortName,
        types: [...component.types],
      })),
    },
    data_provider: property.dataProvider,
    legal_description: property.legalDescription,
    parcel_number: property.parcelNumber,
    pin: property.pin,
    sellers: property.sellers.map(({ name, phone, email, address }) => ({ name, phone, email, address })),
    documents: documentsOf(property),
  };
}

/**
 * The card's indicators as the property knows them: its inspection link. Offer letters and purchase agreements are
 * the documents service's; the property routes fill them in (bff/src/documents/property-documents.ts).
 */
function documentsOf(property: ProtoProperty): Property['documents'] {
  return {
    offer_letter: false,
    purchase_agreement: false,
    has_purchase_agreement_draft: false,
    home_inspection: property.homeInspectionId !== '',
  };
}

/** A card of the list: the fields the card and its dialogs read (propertyCardSchema), and its indicators. */
export function toApiCard(card: ProtoCard): PropertyCard {
  const documents = card.documents;
  return {
    ...sharedFields(card),
    // From the property service's read model of the documents' events: no documents call on the list.
    documents: {
      offer_letter: documents?.hasCompletedOfferLetter ?? false,
      purchase_agreement: documents?.hasCompletedPurchaseAgreement ?? false,
      has_purchase_agreement_draft: documents?.hasPurchaseAgreementDraft ?? false,
      home_inspection: card.homeInspectionId !== '',
    },
  };
}
