import type { User } from '@homeward/protos/gen/homeward/identity/v1/identity';
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
  };
}
