// The buyer's properties: the add flow (draft, then active), the list, the edit, the re-parse and removal.
import { randomUUID } from 'node:crypto';
import { enqueueEvent, type Knex, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  ADDRESS_NOT_FOUND,
  PROVIDER_UNAVAILABLE,
  PropertyError,
  propertyNotFound,
  type PropertyErrorKind,
} from '../domain/errors';
import { announcesDeletion, removalBlocker, type Property, type PropertyDetails } from '../domain/property';
import type { PropertyEdit } from '../domain/property-edit';
import { SAMPLE_PROPERTY } from '../domain/sample-property';
import { EVENT_SOURCE, propertyCreatedEvent, propertyDeletedEvent } from '../events/messages';
import { propertyMetrics } from '../metrics';
import type { PropertyDataProvider } from '../providers';
import { ProviderUnavailableError } from '../providers/http-json';
import type { StreetView } from '../providers/street-view';
import {
  activateDraft,
  deleteOwned,
  findOwned,
  insertDraft,
  listActive,
  refreshOwned,
  updateOwned,
} from '../store/properties';
import { assertCallerWaiting, lookupTimeLeft, withinBudget } from './lookup-budget';
import type { LookupQuotas } from './lookup-quotas';
import { listActiveCards } from '../store/property-cards';
import {
  cardViewOf,
  checkStreetView,
  viewOf,
  type PropertyCardView,
  type PropertyView,
} from './property-view';

export interface PropertiesDeps {
  db: Knex;
  provider: PropertyDataProvider;
  streetView: StreetView;
  logger: Logger;
  /** Woken after a transaction that enqueued events commits. */
  relay: { notify(): void };
  /** How long one lookup (every provider call and the Street View check) may take; PROPERTY_LOOKUP_BUDGET_MS. */
  lookupBudgetMs: number;
  /** Per-buyer caps on drafts and daily lookups. */
  quotas: LookupQuotas;
}

/** Every use case acts for one owner and sees only that owner's properties. */
export class Properties {
  constructor(private readonly deps: PropertiesDeps) {}

  /** A draft from the typed address: only the preview; nobody is told about it until the buyer adds it. */
  async createDraft(ownerId: string, address: string): Promise<PropertyView> {
    await this.deps.quotas.assertDraftRoom(ownerId);
    await this.deps.quotas.spendLookup(ownerId);
    const { details, streetView } = await withinBudget(
      lookupTimeLeft(this.deps.lookupBudgetMs),
      this.lookup(address, 'address_not_found').then(async (details) => ({
        details,
        streetView: await checkStreetView(this.deps, details.address),
      })),
    );
    // A draft stored after the caller gave up would sit unseen behind its 503.
    assertCallerWaiting();
    const property = await this.deps.quotas.insertWithinCap(ownerId, (trx) =>
      insertDraft(trx, { id: randomUUID(), ownerId, details, streetView }),
    );
    return this.view(property);
  }

  /** Draft -> active, announced once: activating an active property (a retried request) answers the same. */
  async activate(ownerId: string, id: string): Promise<PropertyView> {
    const { property, activatedNow } = await this.deps.db.transaction(async (trx) => {
      const activated = await activateDraft(trx, ownerId, id);
      if (activated) {
        const event = propertyCreatedEvent(activated, new Date());
        await enqueueEvent(trx, topics.propertyCreated, id, event, this.events());
        return { property: activated, activatedNow: true };
      }
      const existing = await findOwned(trx, ownerId, id);
      if (!existing) throw propertyNotFound();
      return { property: existing, activatedNow: false };
    });
    if (activatedNow) propertyMetrics.propertiesCreated.inc();
    return this.view(property);
  }

  async list(ownerId: string, search: string): Promise<PropertyView[]> {
    const properties = await listActive(this.deps.db, ownerId, search);
    return properties.map((property) => this.view(property));
  }

  /** The list and its search: the cards only, with their document indicators, in one query. */
  async listCards(ownerId: string, search: string): Promise<PropertyCardView[]> {
    const cards = await listActiveCards(this.deps.db, ownerId, search);
    return cards.map((card) => cardViewOf(this.deps.streetView, card));
  }

  async get(ownerId: string, id: string): Promise<PropertyView> {
    const property = await findOwned(this.deps.db, ownerId, id);
    if (!property) throw propertyNotFound();
    return this.view(property);
  }

  /** The spec's sample property: the same for everyone, never stored. */
  sample(): PropertyView {
    return this.view(SAMPLE_PROPERTY);
  }

  /** Removes a draft or an active property; only an active one is announced. */
  async remove(ownerId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (trx) => {
      // Locked, so an activation racing this delete either finishes first (and we announce the deletion) or
      // finds nothing to activate.
      const property = await findOwned(trx, ownerId, id, { forUpdate: true });
      if (!property) throw propertyNotFound();
      const blocker = removalBlocker(property);
      if (blocker) throw new PropertyError('not_removable', blocker);
      await deleteOwned(trx, ownerId, id);
      if (announcesDeletion(property)) {
        const event = propertyDeletedEvent(property, new Date());
        await enqueueEvent(trx, topics.propertyDeleted, id, event, this.events());
      }
    });
  }

  async update(ownerId: string, id: string, edit: PropertyEdit): Promise<PropertyView> {
    const property = await updateOwned(this.deps.db, ownerId, id, edit);
    if (!property) throw propertyNotFound();
    return this.view(property);
  }

  /** The spec's re-parse: the provider is asked again about the typed address; the stored geocode stays. */
  async refreshData(ownerId: string, id: string): Promise<PropertyView> {
    const current = await findOwned(this.deps.db, ownerId, id);
    if (!current) throw propertyNotFound();
    await this.deps.quotas.spendLookup(ownerId);
    const details = await withinBudget(
      lookupTimeLeft(this.deps.lookupBudgetMs),
      this.lookup(current.address.address, 'stored_address_not_found'),
    );
    assertCallerWaiting();
    const property = await refreshOwned(this.deps.db, ownerId, id, details);
    if (!property) throw propertyNotFound();
    return this.view(property);
  }

  /** The provider's answer; `notFound` says how an address the provider does not know is reported. */
  private async lookup(address: string, notFound: PropertyErrorKind): Promise<PropertyDetails> {
    let details: PropertyDetails | undefined;
    try {
      details = await this.deps.provider.lookup(address);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.deps.logger.warn({ err: error }, 'property data provider unavailable');
      throw new PropertyError('provider_unavailable', PROVIDER_UNAVAILABLE);
    }
    if (!details) throw new PropertyError(notFound, ADDRESS_NOT_FOUND);
    return details;
  }

  private view(property: Property): PropertyView {
    return viewOf(this.deps.streetView, property);
  }

  private events() {
    return { source: EVENT_SOURCE, relay: this.deps.relay };
  }
}
