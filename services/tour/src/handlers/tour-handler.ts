import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CancelTourRequest,
  CancelTourResponse,
  ConfirmTourSlotRequest,
  ConfirmTourSlotResponse,
  DescribeConfirmationRequest,
  DescribeConfirmationResponse,
  GetTourRequest,
  GetTourResponse,
  ListToursRequest,
  ListToursResponse,
  ScheduleTourRequest,
  ScheduleTourResponse,
  TourServiceServer,
} from '@homeward/protos/gen/homeward/tour/v1/tour';
import type { Confirmations } from '../application/confirmations';
import type { Tours } from '../application/tours';
import { answering } from './errors';
import { listQueryOf, scheduleOf, tokenOf, tourIdOf } from './requests';
import { toConfirmTourSlotResponse, toDescribeConfirmationResponse, toProtoTour } from './tour-message';

/** The RPCs callable without an access token: a confirmation link's token is their authority. */
export const PUBLIC_TOUR_METHODS = ['describeConfirmation', 'confirmTourSlot'] as const;

/** homeward.tour.v1.TourService: parse the request, call one use case, map the answer. */
export class TourHandler implements AsyncService<TourServiceServer> {
  constructor(private readonly deps: { tours: Tours; confirmations: Confirmations }) {}

  async scheduleTour(request: ScheduleTourRequest): Promise<ScheduleTourResponse> {
    const caller = requireCaller();
    const { propertyId, input } = scheduleOf(request);
    const tour = await answering(this.deps.tours.schedule(caller.userId, propertyId, input));
    return { tour: toProtoTour(tour) };
  }

  async listTours(request: ListToursRequest): Promise<ListToursResponse> {
    const caller = requireCaller();
    const query = listQueryOf(request);
    if (!query) return { tours: [] };
    const tours = await answering(this.deps.tours.list(caller.userId, query));
    return { tours: tours.map(toProtoTour) };
  }

  async getTour(request: GetTourRequest): Promise<GetTourResponse> {
    const caller = requireCaller();
    const tour = await answering(this.deps.tours.get(caller.userId, tourIdOf(request)));
    return { tour: toProtoTour(tour) };
  }

  async cancelTour(request: CancelTourRequest): Promise<CancelTourResponse> {
    const caller = requireCaller();
    const tour = await answering(this.deps.tours.cancel(caller.userId, tourIdOf(request)));
    return { tour: toProtoTour(tour) };
  }

  async describeConfirmation(request: DescribeConfirmationRequest): Promise<DescribeConfirmationResponse> {
    const confirmation = await answering(this.deps.confirmations.describe(tokenOf(request)));
    return toDescribeConfirmationResponse(confirmation);
  }

  async confirmTourSlot(request: ConfirmTourSlotRequest): Promise<ConfirmTourSlotResponse> {
    const confirmation = await answering(this.deps.confirmations.confirm(tokenOf(request)));
    return toConfirmTourSlotResponse(confirmation);
  }
}
