import type { PurchaseChecklist, User } from '@homeward/protos/gen/homeward/identity/v1/identity';
import type { UserRow } from '../store/users';

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
    pendingEmail: '',
    hasPassword: row.has_password,
  };
}

export function toChecklistMessage(checklist: Record<string, Record<string, boolean>>): PurchaseChecklist {
  return {
    groups: Object.fromEntries(
      Object.entries(checklist).map(([group, steps]) => [group, { steps: { ...steps } }]),
    ),
  };
}
