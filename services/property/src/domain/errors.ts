// Why a use case refused: the handlers turn each kind into its gRPC status, the words travel as they are.

export const PROPERTY_NOT_FOUND = 'Property not found';
export const ADDRESS_NOT_FOUND = 'We could not find this address';
export const PROVIDER_UNAVAILABLE = 'Property details are unavailable right now. Please try again.';

export type PropertyErrorKind =
  /** No property of the caller's has that id (another user's property is just as absent). */
  | 'property_not_found'
  /** The data provider knows the typed address does not exist. */
  | 'address_not_found'
  /** The data provider no longer knows a stored property's address (a re-parse). */
  | 'stored_address_not_found'
  /** The property may not be removed (spec: not once unlocked). */
  | 'not_removable'
  /** The data provider is down: the service's trouble, not the buyer's mistake. */
  | 'provider_unavailable'
  /** The buyer has as many drafts (looked up, not added) as allowed at once. */
  | 'drafts_full'
  /** The buyer's data lookups for today are spent (each may be a paid provider call). */
  | 'lookups_spent';

export class PropertyError extends Error {
  constructor(
    readonly kind: PropertyErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PropertyError';
  }
}

export const draftsFull = (max: number, ttlMinutes: number) =>
  new PropertyError(
    'drafts_full',
    `You have looked up ${max} homes without adding them. Add one, or try again in ${ttlMinutes} minutes.`,
  );

export const lookupsSpent = (max: number) =>
  new PropertyError(
    'lookups_spent',
    `You have looked up ${max} homes today, the daily limit. Please try again tomorrow.`,
  );

export const propertyNotFound = () => new PropertyError('property_not_found', PROPERTY_NOT_FOUND);
