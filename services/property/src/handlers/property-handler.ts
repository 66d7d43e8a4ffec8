import { randomUUID } from 'node:crypto';
import {
  enqueueEvent,
  failedPrecondition,
  invalidArgument,
  metrics,
  notFound,
  requireCaller,
  topics,
  type AsyncService,
  type Knex,
} from '@homeward/kit';
import type {
  ActivatePropertyRequest,
  ActivatePropertyResponse,
  CreatePropertyRequest,
  CreatePropertyResponse,
  DeletePropertyRequest,
  DeletePropertyResponse,
  GetPropertyRequest,
  GetPropertyResponse,
  ListPropertiesRequest,
  ListPropertiesResponse,
  PropertyServiceServer,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { announcesDeletion, removalBlocker } from '../domain/property';
import { EVENT_SOURCE, propertyCreatedEvent, propertyDeletedEvent } from '../events/messages';
import type { PropertyDataProvider } from '../providers';
import { activateDraft, deleteOwned, findOwned, insertDraft, listActive } from '../store/properties';
import { toProtoProperty } from './property-message';
import { createPropertyRequest, listPropertiesRequest, PROPERTY_NOT_FOUND, propertyIdOf } from './requests';

export const ADDRESS_NOT_FOUND = 'We could not find this address';

export interface PropertyHandlerDeps {
  db: Knex;
  provider: PropertyDataProvider;
  /** Woken after a transaction that enqueued events commits. */
  relay: { notify(): void };
}

/** PropertyService: every call acts for the verified caller and sees only the caller's properties. */
export class PropertyHandler implements AsyncService<PropertyServiceServer> {
  constructor(private readonly deps: PropertyHandlerDeps) {}

  async createProperty(request: CreatePropertyRequest): Promise<CreatePropertyResponse> {
    const caller = requireCaller();
    const { address } = createPropertyRequest.parse({ address: request.address });
    const details = await this.deps.provider.lookup(address);
    if (!details) throw invalidArgument(ADDRESS_NOT_FOUND, { address: ADDRESS_NOT_FOUND });
    // A draft is only the preview; nobody is told about it until the buyer adds it.
    const property = await insertDraft(this.deps.db, { id: randomUUID(), ownerId: caller.userId, details });
    return { property: toProtoProperty(property) };
  }

  async activateProperty(request: ActivatePropertyRequest): Promise<ActivatePropertyResponse> {
    const caller = requireCaller();
    const id = propertyIdOf(request);
    const { property, activatedNow } = await this.deps.db.transaction(async (trx) => {
      const activated = await activateDraft(trx, caller.userId, id);
      if (activated) {
        await enqueueEvent(
          trx,
          topics.propertyCreated,
          id,
          propertyCreatedEvent(activated, new Date()),
          this.events(),
        );
        return { property: activated, activatedNow: true };
      }
      // Already active (a retried request): the same answer, and no second event.
      const existing = await findOwned(trx, caller.userId, id);
      if (!existing) throw notFound(PROPERTY_NOT_FOUND);
      return { property: existing, activatedNow: false };
    });
    if (activatedNow) metrics.propertiesCreated.inc();
    return { property: toProtoProperty(property) };
  }

  async listProperties(request: ListPropertiesRequest): Promise<ListPropertiesResponse> {
    const caller = requireCaller();
    const { search } = listPropertiesRequest.parse({ search: request.search });
    const properties = await listActive(this.deps.db, caller.userId, search);
    return { properties: properties.map(toProtoProperty) };
  }

  async getProperty(request: GetPropertyRequest): Promise<GetPropertyResponse> {
    const caller = requireCaller();
    const property = await findOwned(this.deps.db, caller.userId, propertyIdOf(request));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return { property: toProtoProperty(property) };
  }

  async deleteProperty(request: DeletePropertyRequest): Promise<DeletePropertyResponse> {
    const caller = requireCaller();
    const id = propertyIdOf(request);
    await this.deps.db.transaction(async (trx) => {
      // Locked, so an activation racing this delete either finishes first (and we announce the deletion) or
      // finds nothing to activate.
      const property = await findOwned(trx, caller.userId, id, { forUpdate: true });
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      const blocker = removalBlocker(property);
      if (blocker) throw failedPrecondition(blocker);
      await deleteOwned(trx, caller.userId, id);
      if (announcesDeletion(property)) {
        await enqueueEvent(
          trx,
          topics.propertyDeleted,
          id,
          propertyDeletedEvent(property, new Date()),
          this.events(),
        );
      }
    });
    return {};
  }

  private events() {
    return { source: EVENT_SOURCE, relay: this.deps.relay };
  }
}
