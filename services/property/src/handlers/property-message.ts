// The domain's Property as the protobuf message of property/v1.
import {
  PropertyStatus as ProtoStatus,
  type Address as ProtoAddress,
  type ListingAgent as ProtoListingAgent,
  type Property as ProtoProperty,
  type PropertyCard as ProtoPropertyCard,
} from '@homeward/protos/gen/homeward/property/v1/property';
import type { PropertyCardView, PropertyView } from '../application/property-view';
import type { ListingAgent, PropertyAddress, PropertyStatus } from '../domain/property';

const STATUS: Record<PropertyStatus, ProtoStatus> = {
  draft: ProtoStatus.PROPERTY_STATUS_DRAFT,
  active: ProtoStatus.PROPERTY_STATUS_ACTIVE,
};

export function toProtoProperty({ property, streetViewImageUrl }: PropertyView): ProtoProperty {
  const { address } = property;
  return {
    id: property.id,
    ownerId: property.ownerId,
    createdAt: property.createdAt.toISOString(),
    address: toProtoAddress(address),
    status: STATUS[property.status],
    price: property.price ?? undefined,
    isListed: property.isListed,
    isUnlocked: property.isUnlocked,
    isSample: property.isSample,
    bedroomsNum: property.bedroomsNum ?? undefined,
    bathroomsNum: property.bathroomsNum ?? undefined,
    size: property.size ?? undefined,
    type: property.type,
    images: [...property.images],
    listingAgent: toProtoAgent(property.listingAgent),
    dataProvider: property.dataProvider,
    legalDescription: property.legalDescription,
    parcelNumber: property.parcelNumber,
    pin: property.pin,
    sellers: property.sellers.map(({ name, phone, email, address: mailing }) => ({
      name,
      phone,
      email,
      address: mailing,
    })),
    homeInspectionId: property.homeInspectionId ?? '',
    streetViewImageUrl,
  };
}

/** A card of the list: what the card shows and the read model's document indicators. */
export function toProtoCard({ card, streetViewImageUrl }: PropertyCardView): ProtoPropertyCard {
  return {
    id: card.id,
    address: toProtoAddress(card.address),
    price: card.price ?? undefined,
    isListed: card.isListed,
    isUnlocked: card.isUnlocked,
    isSample: card.isSample,
    bedroomsNum: card.bedroomsNum ?? undefined,
    bathroomsNum: card.bathroomsNum ?? undefined,
    size: card.size ?? undefined,
    type: card.type,
    images: [...card.images],
    listingAgent: toProtoAgent(card.listingAgent),
    homeInspectionId: card.homeInspectionId ?? '',
    streetViewImageUrl,
    documents: {
      hasCompletedOfferLetter: card.documents.completedOfferLetter,
      hasCompletedPurchaseAgreement: card.documents.completedPurchaseAgreement,
      hasPurchaseAgreementDraft: card.documents.purchaseAgreementDraft,
    },
  };
}

function toProtoAddress(address: PropertyAddress): ProtoAddress {
  return {
    address: address.address,
    formattedAddress: address.formattedAddress,
    street: address.street,
    streetLine2: address.streetLine2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    location: address.location ? { lat: address.location.lat, lng: address.location.lng } : undefined,
    addressComponents: address.components.map((component) => ({
      longName: component.longName,
      shortName: component.shortName,
      types: [...component.types],
    })),
  };
}

function toProtoAgent(agent: ListingAgent | null): ProtoListingAgent | undefined {
  return agent
    ? { name: agent.name, company: agent.company, phoneNumber: agent.phoneNumber, email: agent.email }
    : undefined;
}
