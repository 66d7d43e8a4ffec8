import type { RouteDeps } from './route';

/**
 * A list under `/api/properties/{id}/...` asks the property service first, which answers NOT_FOUND (404) for a
 * property that is not the caller's. Without it, the service behind the list answers another user's property id with
 * an empty list (200), as if the property were the caller's and simply had nothing yet.
 */
export async function requireOwnProperty(
  deps: RouteDeps,
  accessToken: string,
  propertyId: string,
): Promise<void> {
  await deps.clients.property.get(accessToken, propertyId);
}
