import type { PurchaseChecklist } from '@api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { logFailure } from '../../components/log';
import { currentUserQuery, useCurrentUser } from '../auth/use-current-user';
import { saveChecklist } from './checklist-api';
import { withStep } from './checklist';

const EMPTY: PurchaseChecklist = {};

/** A tick shown before the query cache has told its readers about it. */
interface Pending {
  /** The cached checklist the tick was made on; once the cache moves on, the cache is the truth again. */
  base: PurchaseChecklist;
  value: PurchaseChecklist;
}

/**
 * The signed-in user's ticks, read from /api/me and saved optimistically: the tick shows at once and each save
 * sends the whole checklist. Saves run one after another (one mutation scope), so the last one to reach the server
 * is the latest state even when the user ticks faster than the network answers. The spec: save failures are only
 * logged.
 */
export function usePurchaseChecklist() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const cached = user?.purchase_checklist ?? EMPTY;
  // The cache notifies its readers on a later tick; a controlled checkbox would flip back until then.
  const [pending, setPending] = useState<Pending | null>(null);
  const checklist = pending && pending.base === cached ? pending.value : cached;
  const save = useMutation({
    mutationFn: saveChecklist,
    scope: { id: 'purchase-checklist' },
    onError: (error) => logFailure('Saving the purchase checklist failed', error),
  });
  const { mutate } = save;

  const setStep = useCallback(
    (stage: string, step: string, done: boolean) => {
      const current = queryClient.getQueryData(currentUserQuery.queryKey);
      if (!current) return;
      // A /api/me refetch still in flight would answer with the ticks from before this one.
      void queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
      const next = withStep(current.purchase_checklist, stage, step, done);
      setPending({ base: cached, value: next });
      queryClient.setQueryData(currentUserQuery.queryKey, (user) =>
        user ? { ...user, purchase_checklist: next } : user,
      );
      mutate(next);
    },
    [queryClient, mutate, cached],
  );

  return { checklist, setStep };
}
