import { checklistResponseSchema, type PurchaseChecklist } from '@api';
import { apiFetch } from '../../app/api-client';

/** Replaces the user's whole checklist (the BFF's PUT semantics). */
export async function saveChecklist(checklist: PurchaseChecklist): Promise<PurchaseChecklist> {
  const { purchase_checklist } = await apiFetch('/api/me/checklist', {
    method: 'PUT',
    body: { json: { purchase_checklist: checklist } },
    schema: checklistResponseSchema,
  });
  return purchase_checklist;
}
