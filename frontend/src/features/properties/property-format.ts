import type { PropertyCard } from '@api';

export const ADDRESS_NOT_AVAILABLE = 'Address not available';
export const NOT_LISTED = 'Not listed';
// The spec's estimate of what a buyer saves by not paying a buyer's agent.
export const SAVINGS_RATE = 0.03;

export function displayAddress(property: Pick<PropertyCard, 'address'>): string {
  const { formatted_address, address } = property.address;
  return formatted_address.trim() || address.trim() || ADDRESS_NOT_AVAILABLE;
}

export function shortenAddress(address: string, maxLength: number): string {
  return address.length > maxLength ? `${address.slice(0, maxLength).trimEnd()}…` : address;
}

export function formatUsd(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatPrice(price: number | null): string {
  return price === null ? NOT_LISTED : formatUsd(price);
}

export function estimatedSavings(price: number | null): number | null {
  return price === null || price <= 0 ? null : Math.round(price * SAVINGS_RATE);
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function propertyBadges(property: PropertyCard): string[] {
  const badges: string[] = [];
  if (property.bedrooms_num !== null) badges.push(plural(property.bedrooms_num, 'bed', 'beds'));
  if (property.bathrooms_num !== null) badges.push(plural(property.bathrooms_num, 'bath', 'baths'));
  if (property.size !== null) badges.push(`${property.size.toLocaleString('en-US')} sqft`);
  if (property.type.trim()) badges.push(property.type);
  return badges;
}

export function streetViewUrl(property: PropertyCard): string | null {
  const location = property.address.geometry?.location;
  if (!location) return null;
  const params = new URLSearchParams({
    api: '1',
    map_action: 'pano',
    viewpoint: `${location.lat},${location.lng}`,
  });
  return `https://www.google.com/maps/@?${params}`;
}

export function mapsUrl(property: PropertyCard): string | null {
  const location = property.address.geometry?.location;
  if (!location) return null;
  const params = new URLSearchParams({ api: '1', query: `${location.lat},${location.lng}` });
  return `https://www.google.com/maps/search/?${params}`;
}

/** The card's address line: the spec shortens it to 40 characters on screens wider than 1280px, else 34. */
export function cardAddressLength(wideScreen: boolean): number {
  return wideScreen ? 40 : 34;
}
