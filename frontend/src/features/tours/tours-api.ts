import { apiFetch } from '../../app/api-client';
import {
  tourConfirmationResponseSchema,
  tourListResponseSchema,
  tourResponseSchema,
  type ScheduleTourRequest,
  type Tour,
  type TourConfirmation,
} from './tours-contract';

export const tourKeys = {
  /** Every tour list: invalidating this refreshes a property's tours and the upcoming ones alike. */
  all: ['tours'] as const,
  forProperty: (propertyId: string) => ['tours', 'property', propertyId] as const,
  upcoming: ['tours', 'upcoming'] as const,
};

export async function scheduleTour(request: ScheduleTourRequest): Promise<Tour> {
  const { tour } = await apiFetch('/api/property/schedule-tour', {
    body: { json: request },
    schema: tourResponseSchema,
  });
  return tour;
}

export async function listPropertyTours(propertyId: string, signal?: AbortSignal): Promise<Tour[]> {
  const { tours } = await apiFetch(`/api/properties/${encodeURIComponent(propertyId)}/tours`, {
    schema: tourListResponseSchema,
    signal,
  });
  return tours;
}

export async function listUpcomingTours(signal?: AbortSignal): Promise<Tour[]> {
  const { tours } = await apiFetch('/api/tours?upcoming=true', { schema: tourListResponseSchema, signal });
  return tours;
}

export async function cancelTour(tourId: string): Promise<Tour> {
  const { tour } = await apiFetch(`/api/tours/${encodeURIComponent(tourId)}/cancel`, {
    method: 'POST',
    schema: tourResponseSchema,
  });
  return tour;
}

// The confirmation token travels in the body, never in a URL the BFF would log.
export async function describeTourConfirmation(
  token: string,
  signal?: AbortSignal,
): Promise<TourConfirmation> {
  const { confirmation } = await apiFetch('/api/tour-confirmations/describe', {
    body: { json: { token } },
    schema: tourConfirmationResponseSchema,
    signal,
  });
  return confirmation;
}

export async function confirmTour(token: string): Promise<TourConfirmation> {
  const { confirmation } = await apiFetch('/api/tour-confirmations/confirm', {
    body: { json: { token } },
    schema: tourConfirmationResponseSchema,
  });
  return confirmation;
}
