import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CreateTourRequest,
  CreateTourResponse,
  GetTourRequest,
  GetTourResponse,
  TourServiceServer,
} from '@homeward/protos/gen/homeward/tour/v1/tour';
import { createTour, getTour, type TourDeps } from '../application/tour';
import { answering } from './errors';
import { toProtoTour } from './tour-message';
import { tourIdOf, titleOf } from './requests';

/** homeward.tour.v1.TourService: parse the request, call one use case, map the answer. */
export class TourHandler implements AsyncService<TourServiceServer> {
  constructor(private readonly deps: TourDeps) {}

  async createTour(request: CreateTourRequest): Promise<CreateTourResponse> {
    const caller = requireCaller();
    const record = await answering(createTour(this.deps, caller.userId, titleOf(request)));
    return { tour: toProtoTour(record) };
  }

  async getTour(request: GetTourRequest): Promise<GetTourResponse> {
    const caller = requireCaller();
    const record = await answering(getTour(this.deps, caller.userId, tourIdOf(request)));
    return { tour: toProtoTour(record) };
  }
}
