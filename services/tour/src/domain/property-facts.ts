// What the tour service needs to know of the property a tour is asked for.

export interface PropertyFacts {
  id: string;
  isListed: boolean;
  /** One line, as the buyer and the desk read it. */
  address: string;
  /** USPS two-letter code, or empty when unknown. */
  state: string;
  /** Decides the zone in states split across two (the Florida panhandle, west Texas); null when not geocoded. */
  longitude: number | null;
  listingAgentName: string;
  /** Empty when the data provider does not know it. */
  listingAgentEmail: string;
}
