// What the use cases hand back about a property, and the Street View checks several of them share.
import type { Logger } from '@homeward/kit';
import type { Property, StreetViewState } from '../domain/property';
import type { PropertyCard } from '../domain/property-card';
import type { StreetView, StreetViewPlace } from '../providers/street-view';

/** A property as the buyer sees it: the image URL is built on every read because it carries the Maps key. */
export interface PropertyView {
  property: Property;
  streetViewImageUrl: string;
}

/** A card of the list, with its Street View image URL like a whole property's. */
export interface PropertyCardView {
  card: PropertyCard;
  streetViewImageUrl: string;
}

/** Where Street View should look: the coordinates when known, else the address as the buyer sees it. */
export function placeOf(property: Pick<Property, 'address'>): StreetViewPlace {
  return {
    address: property.address.formattedAddress || property.address.address,
    location: property.address.location,
  };
}

export function viewOf(streetView: StreetView, property: Property): PropertyView {
  return { property, streetViewImageUrl: streetView.imageUrl(placeOf(property), property.streetView) };
}

export function cardViewOf(streetView: StreetView, card: PropertyCard): PropertyCardView {
  return { card, streetViewImageUrl: streetView.imageUrl(placeOf(card), card.streetView) };
}

/** Whether Street View has imagery there; unknown (null, asked again later) without a key or on failure. */
export async function checkStreetView(
  deps: { streetView: StreetView; logger: Logger },
  place: StreetViewPlace,
): Promise<StreetViewState | null> {
  try {
    return (await deps.streetView.check(place)) ?? null;
  } catch (error) {
    deps.logger.warn({ err: error }, 'street view metadata unavailable');
    return null;
  }
}
