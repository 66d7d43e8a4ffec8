// The domain's Property as the protobuf message of property/v1.
import {
  PropertyStatus as ProtoStatus,
  type Property as ProtoProperty,
} from '@homeward/protos/gen/homeward/property/v1/property';
import type { PropertyView } from '../application/property-view';
import type { PropertyStatus } from '../domain/property';

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
    address: {
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
    },
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
    listingAgent: property.listingAgent
      ? {
          name: property.listingAgent.name,
          company: property.listingAgent.company,
          phoneNumber: property.listingAgent.phoneNumber,
          email: property.listingAgent.email,
        }
      : undefined,
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
