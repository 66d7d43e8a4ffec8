import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import {
  enqueueEvent,
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  RpcError,
  type Logger,
  type AsyncService,
  type Knex,
} from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  ActivatePropertyRequest,
  ActivatePropertyResponse,
  CreatePropertyRequest,
  CreatePropertyResponse,
  DeletePropertyRequest,
  DeletePropertyResponse,
  GetPropertyRequest,
  GetPropertyResponse,
  GetSamplePropertyRequest,
  GetSamplePropertyResponse,
  GetStreetViewRequest,
  GetStreetViewResponse,
  RefreshPropertyDataRequest,
  RefreshPropertyDataResponse,
  UpdatePropertyRequest,
  UpdatePropertyResponse,
  ListPropertiesRequest,
  ListPropertiesResponse,
  PropertyServiceServer,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  announcesDeletion,
  removalBlocker,
  type Property,
  type PropertyDetails,
  type StreetViewState,
} from '../domain/property';
import { EVENT_SOURCE, propertyCreatedEvent, propertyDeletedEvent } from '../events/messages';
import type { PropertyDataProvider } from '../providers';
import { ProviderUnavailableError } from '../providers/http-json';
import { streetViewLink, type StreetView, type StreetViewPlace } from '../providers/street-view';
import { SAMPLE_PROPERTY, SAMPLE_PROPERTY_ID } from '../domain/sample-property';
import {
  activateDraft,
  deleteOwned,
  findOwned,
  insertDraft,
  listActive,
  refreshOwned,
  saveStreetView,
  updateOwned,
} from '../store/properties';
import { toProtoProperty } from './property-message';
import {
  createPropertyRequest,
  listPropertiesRequest,
  PROPERTY_NOT_FOUND,
  propertyEditOf,
  propertyIdOf,
} from './requests';
import { propertyMetrics } from '../metrics';

export const ADDRESS_NOT_FOUND = 'We could not find this address';

/** Where Street View should look: the coordinates when known, else the address as the buyer sees it. */
function placeOf(property: Property): StreetViewPlace {
  return {
    address: property.address.formattedAddress || property.address.address,
    location: property.address.location,
  };
}

export const PROVIDER_UNAVAILABLE = 'Property details are unavailable right now. Please try again.';

export interface PropertyHandlerDeps {
  db: Knex;
  provider: PropertyDataProvider;
  streetView: StreetView;
  logger: Logger;
  /** Woken after a transaction that enqueued events commits. */
  relay: { notify(): void };
}

/** PropertyService: every call acts for the verified caller and sees only the caller's properties. */
export class PropertyHandler implements AsyncService<PropertyServiceServer> {
  constructor(private readonly deps: PropertyHandlerDeps) {}

  async createProperty(request: CreatePropertyRequest): Promise<CreatePropertyResponse> {
    const caller = requireCaller();
    const { address } = createPropertyRequest.parse({ address: request.address });
    const details = await this.lookup(address);
    if (!details) throw invalidArgument(ADDRESS_NOT_FOUND, { address: ADDRESS_NOT_FOUND });
    const streetView = await this.checkStreetView(details.address);
    // A draft is only the preview; nobody is told about it until the buyer adds it.
    const property = await insertDraft(this.deps.db, {
      id: randomUUID(),
      ownerId: caller.userId,
      details,
      streetView,
    });
    return { property: this.message(property) };
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
    if (activatedNow) propertyMetrics.propertiesCreated.inc();
    return { property: this.message(property) };
  }

  async listProperties(request: ListPropertiesRequest): Promise<ListPropertiesResponse> {
    const caller = requireCaller();
    const { search } = listPropertiesRequest.parse({ search: request.search });
    const properties = await listActive(this.deps.db, caller.userId, search);
    return { properties: properties.map((property) => this.message(property)) };
  }

  async getProperty(request: GetPropertyRequest): Promise<GetPropertyResponse> {
    const caller = requireCaller();
    if (request.propertyId === SAMPLE_PROPERTY_ID) return { property: this.message(SAMPLE_PROPERTY) };
    const property = await findOwned(this.deps.db, caller.userId, propertyIdOf(request));
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return { property: this.message(property) };
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

  async updateProperty(request: UpdatePropertyRequest): Promise<UpdatePropertyResponse> {
    const caller = requireCaller();
    const id = propertyIdOf(request);
    const edit = propertyEditOf(request);
    const property = await updateOwned(this.deps.db, caller.userId, id, edit);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return { property: this.message(property) };
  }

  async refreshPropertyData(request: RefreshPropertyDataRequest): Promise<RefreshPropertyDataResponse> {
    const caller = requireCaller();
    const id = propertyIdOf(request);
    const current = await findOwned(this.deps.db, caller.userId, id);
    if (!current) throw notFound(PROPERTY_NOT_FOUND);
    const details = await this.lookup(current.address.address);
    if (!details) throw failedPrecondition(ADDRESS_NOT_FOUND);
    const property = await refreshOwned(this.deps.db, caller.userId, id, details);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return { property: this.message(property) };
  }

  async getStreetView(request: GetStreetViewRequest): Promise<GetStreetViewResponse> {
    const caller = requireCaller();
    if (request.propertyId === SAMPLE_PROPERTY_ID) {
      const place = placeOf(SAMPLE_PROPERTY);
      return this.streetViewAnswer(place, await this.checkStreetView(place));
    }
    const id = propertyIdOf(request);
    const property = await findOwned(this.deps.db, caller.userId, id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    const place = placeOf(property);
    let state = property.streetView;
    if (!state) {
      state = await this.checkStreetView(place);
      if (state) await saveStreetView(this.deps.db, caller.userId, id, state);
    }
    return this.streetViewAnswer(place, state);
  }

  async getSampleProperty(_request: GetSamplePropertyRequest): Promise<GetSamplePropertyResponse> {
    requireCaller();
    return { property: this.message(SAMPLE_PROPERTY) };
  }

  private streetViewAnswer(place: StreetViewPlace, state: StreetViewState | null): GetStreetViewResponse {
    return {
      streetViewImageUrl: this.deps.streetView.imageUrl(place, state),
      streetViewLink: streetViewLink(place),
    };
  }

  /** The provider's answer; a provider that is down is the service's trouble, not the buyer's mistake. */
  private async lookup(address: string): Promise<PropertyDetails | undefined> {
    try {
      return await this.deps.provider.lookup(address);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.deps.logger.warn({ err: error }, 'property data provider unavailable');
      throw new RpcError(status.UNAVAILABLE, PROVIDER_UNAVAILABLE);
    }
  }

  /** Whether Street View has imagery there; unknown (null, asked again later) without a key or on failure. */
  private async checkStreetView(place: StreetViewPlace): Promise<StreetViewState | null> {
    try {
      return (await this.deps.streetView.check(place)) ?? null;
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'street view metadata unavailable');
      return null;
    }
  }

  private message(property: Property) {
    return toProtoProperty(property, this.deps.streetView.imageUrl(placeOf(property), property.streetView));
  }

  private events() {
    return { source: EVENT_SOURCE, relay: this.deps.relay };
  }
}
