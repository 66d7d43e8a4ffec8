import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FAILED_PAYMENT_STATUSES } from './unlock-contract';
import { getUnlockStatus } from './unlock-api';

// Stripe appends redirect_status (and the intent's ids) to the return URL; the offline card form returns the same way.
export const RETURN_STATUS_PARAM = 'redirect_status';
// Our own mark on Stripe's return_url, so the page knows it is a return even before Stripe's parameters are read.
const RETURN_MARK_PARAM = 'payment';
const RETURN_MARK = 'return';
const RETURN_PARAMS = [
  RETURN_STATUS_PARAM,
  RETURN_MARK_PARAM,
  'payment_intent',
  'payment_intent_client_secret',
];
const POLL_EVERY_MS = 1500;
// A webhook held up longer than this is the payment service's business; the buyer is told it is still pending.
const GIVE_UP_AFTER_MS = 2 * 60_000;

export function unlockReturnPath(propertyId: string): string {
  return `/properties/${encodeURIComponent(propertyId)}?${RETURN_STATUS_PARAM}=succeeded`;
}

/** Stripe's return_url must be absolute: /properties/{id}?payment=return on this origin. */
export function stripeReturnUrl(propertyId: string): string {
  const url = new URL(`/properties/${encodeURIComponent(propertyId)}`, window.location.origin);
  url.searchParams.set(RETURN_MARK_PARAM, RETURN_MARK);
  return url.href;
}

export type UnlockConfirmation = 'none' | 'waiting' | 'failed' | 'slow';

/**
 * Back from the payment on /properties/{id}: asks the BFF for the payment's status (which also settles a late
 * webhook) and reloads the property until it is unlocked, then drops the return parameters from the address.
 */
export function useUnlockConfirmation(
  propertyId: string,
  isUnlocked: boolean | undefined,
  propertyQueryKey: readonly unknown[],
): UnlockConfirmation {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const returned = params.has(RETURN_STATUS_PARAM) || params.get(RETURN_MARK_PARAM) === RETURN_MARK;
  const redirectFailed = params.get(RETURN_STATUS_PARAM) === 'failed';
  const [slow, setSlow] = useState(false);
  const polling = returned && !redirectFailed && isUnlocked === false && !slow;

  const status = useQuery({
    queryKey: ['payment', 'status', propertyId],
    queryFn: async ({ signal }) => {
      const current = await getUnlockStatus(propertyId, signal);
      await queryClient.invalidateQueries({ queryKey: propertyQueryKey });
      return current;
    },
    enabled: polling,
    refetchInterval: (query) =>
      query.state.data && FAILED_PAYMENT_STATUSES.has(query.state.data) ? false : POLL_EVERY_MS,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!polling) return undefined;
    const timer = window.setTimeout(
      () => setSlow(true),
      Math.max(0, startedAt + GIVE_UP_AFTER_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [polling, startedAt]);

  useEffect(() => {
    if (!returned || !isUnlocked) return;
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    setParams(
      (current) => {
        RETURN_PARAMS.forEach((key) => current.delete(key));
        return current;
      },
      { replace: true },
    );
  }, [returned, isUnlocked, queryClient, setParams]);

  if (!returned || isUnlocked !== false) return 'none';
  if (redirectFailed || (status.data && FAILED_PAYMENT_STATUSES.has(status.data))) return 'failed';
  return slow ? 'slow' : 'waiting';
}
