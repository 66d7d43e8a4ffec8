import type { PropertyDetails } from '../../domain/property';
import { AddressOnlyProvider } from '../address-only';
import { getJson, ProviderUnavailableError } from '../http-json';
import { lookupKey, type LookupCache } from '../../domain/lookup-cache';
import type { PropertyDataProvider } from '../property-data-provider';
import { detailsFromRentCast } from './rentcast-details';
import {
  firstRecord,
  rentCastAnswerSchema,
  rentCastListingSchema,
  rentCastPropertySchema,
  type RentCastAnswer,
} from './rentcast-records';
import { propertyMetrics } from '../../metrics';

export interface RentCastOptions {
  /** e.g. https://api.rentcast.io/v1 */
  baseUrl: string;
  apiKey: string;
  cache: LookupCache;
  cacheTtlMs: number;
  timeoutMs: number;
}

const NAME = 'rentcast';

/**
 * RentCast: the public property record (type, rooms, size, parcel, legal description, coordinates) and the sale
 * listing (status, price, listing agent and office). Each home's two answers are cached together, empty answers
 * included, because every call counts against a small quota. An address RentCast does not know is still a home:
 * it is described from the address alone.
 */
export class RentCastProvider implements PropertyDataProvider {
  readonly name = NAME;
  private readonly fallback = new AddressOnlyProvider();

  constructor(private readonly options: RentCastOptions) {}

  async lookup(address: string): Promise<PropertyDetails> {
    const answer = await this.answerFor(address);
    return detailsFromRentCast(address, answer) ?? this.fallback.lookup(address);
  }

  private async answerFor(address: string): Promise<RentCastAnswer> {
    const key = lookupKey(address);
    const cached = rentCastAnswerSchema.safeParse(await this.options.cache.get(NAME, key));
    if (cached.success) {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'cached' });
      return cached.data;
    }
    let answer: RentCastAnswer;
    try {
      const [record, listing] = await Promise.all([
        this.get('/properties', address).then(({ status, body }) =>
          firstRecord(rentCastPropertySchema, status, body),
        ),
        this.get('/listings/sale', address).then(({ status, body }) =>
          firstRecord(rentCastListingSchema, status, body),
        ),
      ]);
      answer = { record, listing };
    } catch (error) {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'failed' });
      if (error instanceof ProviderUnavailableError) throw error;
      // A 200 whose body is not RentCast's documented shape.
      throw new ProviderUnavailableError(NAME, 'answered in an unexpected shape', { cause: error });
    }
    propertyMetrics.propertyDataLookups.inc({
      provider: NAME,
      outcome: answer.record || answer.listing ? 'found' : 'not_found',
    });
    await this.options.cache.put(NAME, key, answer, this.options.cacheTtlMs);
    return answer;
  }

  private get(path: string, address: string) {
    const url = new URL(`${this.options.baseUrl}${path}`);
    url.searchParams.set('address', address);
    url.searchParams.set('limit', '1');
    return getJson(NAME, url, {
      headers: { 'X-Api-Key': this.options.apiKey },
      timeoutMs: this.options.timeoutMs,
    });
  }
}
