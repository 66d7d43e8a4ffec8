import type { PurchaseChecklist, User } from '@homeward/protos/gen/homeward/identity/v1/identity';
import type { Checklist, UserRow } from '../store/users';

export function toUserMessage(row: UserRow): User {
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
  };
}

export function toChecklistMessage(checklist: Checklist): PurchaseChecklist {
  return {
    groups: Object.fromEntries(
      Object.entries(checklist).map(([group, steps]) => [group, { steps: { ...steps } }]),
    ),
  };
}

/** The protobuf maps as the plain object stored in jsonb; an absent checklist is an empty one. */
export function fromChecklistMessage(message: PurchaseChecklist | undefined): Checklist {
  return Object.fromEntries(
    Object.entries(message?.groups ?? {}).map(([group, value]) => [group, { ...value.steps }]),
  );
}
