/** The names PROPERTY_DATA_PROVIDER accepts; config validation rejects anything else at start-up. */
export const PROPERTY_DATA_PROVIDER_NAMES = ['address-only', 'demo', 'rentcast'] as const;

export type PropertyDataProviderName = (typeof PROPERTY_DATA_PROVIDER_NAMES)[number];
