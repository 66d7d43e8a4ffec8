/** Where adapters keep providers' answers so a home is looked up once per TTL (the port; src/store implements it). */
export interface LookupCache {
  /** The answer stored for (provider, key) and not yet expired, or undefined. */
  get(provider: string, key: string): Promise<unknown>;
  put(provider: string, key: string, payload: unknown, ttlMs: number): Promise<void>;
}

/**
 * One cache entry per home however the buyer typed it: case, spacing and punctuation do not make a new lookup
 * ("12 Main St., Austin" and "12 main st austin" are one key).
 */
export function lookupKey(address: string): string {
  return address.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
}
