import { useMutation, useQuery } from '@tanstack/react-query';
import { logFailure } from '../../components/log';
import { notifyError, notifySuccess } from '../../components/notify';
import { getStreetView, refreshPropertyData } from './properties-api';
import type { PropertyCard } from '@api';
import { useInvalidateProperties } from './property-queries';

export const PROPERTY_UPDATED = 'Property successfully updated!';
export const PROPERTY_UPDATE_FAILED = 'Property update failed!';

/**
 * A home without photos shows its street view image: the one the property already carries, or the one the BFF
 * finds when asked. Asked once per property and page load; a failure only means no image, so it is logged.
 */
export function useStreetView(property: PropertyCard) {
  const wanted = property.images.length === 0 && !property.is_sample;
  const query = useQuery({
    queryKey: ['properties', 'streetview', property.id],
    queryFn: async () => {
      try {
        return await getStreetView(property.id);
      } catch (error) {
        logFailure('street view lookup failed', error);
        return { street_view_image_url: null, street_view_link: null };
      }
    },
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  return {
    imageUrl: property.street_view_image_url ?? query.data?.street_view_image_url ?? null,
    // An empty link means the BFF has no place to point at.
    link: query.data?.street_view_link || null,
  };
}

/** The spec's re-parse: a home with no images is looked up again by its address (its geocode is kept). */
export function useRefreshPropertyData() {
  const invalidateProperties = useInvalidateProperties();
  return useMutation({
    mutationFn: refreshPropertyData,
    onSuccess: () => {
      notifySuccess(PROPERTY_UPDATED, 'Success');
      void invalidateProperties();
    },
    onError: () => notifyError(PROPERTY_UPDATE_FAILED, 'Error'),
  });
}
