import type { PurchaseChecklist, User } from '@homeward/protos/gen/homeward/identity/v1/identity';
import type { Account } from '../domain/account';
import type { ChecklistValue } from '../domain/checklist';

export function toUserMessage(row: Account): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    phone: row.phone,
    emailVerified: row.email_verified_at !== null,
    appRole: row.app_role,
    createdAt: row.created_at.toISOString(),
    purchaseChecklist: toChecklistMessage(row.purchase_checklist),
    pendingEmail: row.pending_email ?? '',
    hasPassword: row.has_password,
    guidedTourDoneAt: row.guided_tour_done_at?.toISOString() ?? '',
    avatarUrl: row.avatar_url ?? '',
  };
}

export function toChecklistMessage(checklist: ChecklistValue): PurchaseChecklist {
  return {
    groups: Object.fromEntries(
      Object.entries(checklist).map(([group, steps]) => [group, { steps: { ...steps } }]),
    ),
  };
}

/** The protobuf maps as the plain object stored in jsonb; an absent checklist is an empty one. */
export function fromChecklistMessage(message: PurchaseChecklist | undefined): ChecklistValue {
  return Object.fromEntries(
    Object.entries(message?.groups ?? {}).map(([group, value]) => [group, { ...value.steps }]),
  );
}
