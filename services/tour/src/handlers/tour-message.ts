import type { Tour as TourMessage } from '@homeward/protos/gen/homeward/tour/v1/tour';
import type { Tour } from '../domain/tour';

export function toProtoTour(record: Tour): TourMessage {
  return { id: record.id, title: record.title, createdAt: record.createdAt.toISOString() };
}
