import { requireCaller, type AsyncService } from '@homeward/kit';
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
  ListPropertyCardsRequest,
  ListPropertyCardsResponse,
  PropertyServiceServer,
} from '@homeward/protos/gen/homeward/property/v1/property';
import type { Properties } from '../application/properties';
import type { StreetViewLookups } from '../application/street-view';
import { SAMPLE_PROPERTY_ID } from '../domain/sample-property';
import { answering } from './errors';
import { toProtoCard, toProtoProperty } from './property-message';
import { addressOf, propertyEditOf, propertyIdOf, searchOf } from './requests';

export interface PropertyHandlerDeps {
  properties: Properties;
  streetView: StreetViewLookups;
}

/** PropertyService: every call acts for the verified caller and sees only the caller's properties. */
export class PropertyHandler implements AsyncService<PropertyServiceServer> {
  constructor(private readonly deps: PropertyHandlerDeps) {}

  async createProperty(request: CreatePropertyRequest): Promise<CreatePropertyResponse> {
    const caller = requireCaller();
    const address = addressOf(request);
    const view = await answering(this.deps.properties.createDraft(caller.userId, address));
    return { property: toProtoProperty(view) };
  }

  async activateProperty(request: ActivatePropertyRequest): Promise<ActivatePropertyResponse> {
    const caller = requireCaller();
    const view = await answering(this.deps.properties.activate(caller.userId, propertyIdOf(request)));
    return { property: toProtoProperty(view) };
  }

  async listProperties(request: ListPropertiesRequest): Promise<ListPropertiesResponse> {
    const caller = requireCaller();
    const views = await answering(this.deps.properties.list(caller.userId, searchOf(request)));
    return { properties: views.map(toProtoProperty) };
  }

  async listPropertyCards(request: ListPropertyCardsRequest): Promise<ListPropertyCardsResponse> {
    const caller = requireCaller();
    const views = await answering(this.deps.properties.listCards(caller.userId, searchOf(request)));
    return { cards: views.map(toProtoCard) };
  }

  async getProperty(request: GetPropertyRequest): Promise<GetPropertyResponse> {
    const caller = requireCaller();
    if (request.propertyId === SAMPLE_PROPERTY_ID)
      return { property: toProtoProperty(this.deps.properties.sample()) };
    const view = await answering(this.deps.properties.get(caller.userId, propertyIdOf(request)));
    return { property: toProtoProperty(view) };
  }

  async deleteProperty(request: DeletePropertyRequest): Promise<DeletePropertyResponse> {
    const caller = requireCaller();
    await answering(this.deps.properties.remove(caller.userId, propertyIdOf(request)));
    return {};
  }

  async updateProperty(request: UpdatePropertyRequest): Promise<UpdatePropertyResponse> {
    const caller = requireCaller();
    const id = propertyIdOf(request);
    const edit = propertyEditOf(request);
    const view = await answering(this.deps.properties.update(caller.userId, id, edit));
    return { property: toProtoProperty(view) };
  }

  async refreshPropertyData(request: RefreshPropertyDataRequest): Promise<RefreshPropertyDataResponse> {
    const caller = requireCaller();
    const view = await answering(this.deps.properties.refreshData(caller.userId, propertyIdOf(request)));
    return { property: toProtoProperty(view) };
  }

  async getStreetView(request: GetStreetViewRequest): Promise<GetStreetViewResponse> {
    const caller = requireCaller();
    const answer =
      request.propertyId === SAMPLE_PROPERTY_ID
        ? await this.deps.streetView.forSample()
        : await answering(this.deps.streetView.forProperty(caller.userId, propertyIdOf(request)));
    return { streetViewImageUrl: answer.imageUrl, streetViewLink: answer.link };
  }

  async getSampleProperty(_request: GetSamplePropertyRequest): Promise<GetSamplePropertyResponse> {
    requireCaller();
    return { property: toProtoProperty(this.deps.properties.sample()) };
  }
}
