// The BFF's due-diligence objection routes and the queries the objection page and the property page share.
import {
  deleteObjectionResponseSchema,
  objectionListResponseSchema,
  objectionResponseSchema,
  type CreateObjectionInput,
  type Objection,
} from '@api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api-client';
import { contractDeadlineKeys } from '../deadlines/contract-deadlines-api';

export const objectionKeys = {
  byProperty: (propertyId: string) => ['objections', propertyId] as const,
};

const propertyPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/objections`;

/** The PDF download (a GET the session cookie authorises; the BFF names the file). */
export const objectionPdfPath = (id: string) => `/api/objections/${encodeURIComponent(id)}/pdf`;

/** The objection page of a property. */
export const objectionPagePath = (propertyId: string) =>
  `/properties/due-diligence-objection?${new URLSearchParams({ property: propertyId })}`;

export function useObjections(propertyId: string) {
  return useQuery({
    queryKey: objectionKeys.byProperty(propertyId),
    queryFn: async ({ signal }) =>
      (await apiFetch(propertyPath(propertyId), { schema: objectionListResponseSchema, signal })).objections,
    enabled: propertyId !== '',
  });
}

/** After a change the property's timeline (the contract deadlines answer) follows the objection. */
function useRefreshObjections(propertyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: objectionKeys.byProperty(propertyId) }),
      queryClient.invalidateQueries({ queryKey: contractDeadlineKeys.byProperty(propertyId) }),
    ]);
}

export function useCreateObjection(propertyId: string) {
  const refresh = useRefreshObjections(propertyId);
  return useMutation({
    mutationFn: async (body: CreateObjectionInput): Promise<Objection> =>
      (await apiFetch(propertyPath(propertyId), { body: { json: body }, schema: objectionResponseSchema }))
        .objection,
    onSuccess: () => refresh(),
  });
}

/** Rewrites a saved objection (same body as writing one); its PDF, e-mail text and the timeline follow. */
export function useUpdateObjection(propertyId: string) {
  const refresh = useRefreshObjections(propertyId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CreateObjectionInput }): Promise<Objection> =>
      (
        await apiFetch(`/api/objections/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: { json: body },
          schema: objectionResponseSchema,
        })
      ).objection,
    onSuccess: () => refresh(),
  });
}

export function useDeleteObjection(propertyId: string) {
  const refresh = useRefreshObjections(propertyId);
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/objections/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: deleteObjectionResponseSchema,
      }),
    onSuccess: () => refresh(),
  });
}
