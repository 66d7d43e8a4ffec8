import type { ChecklistValue } from './checklist';

/** A user account as identity keeps it (the users row, snake_case as stored). */
export interface Account {
  id: string;
  email: string;
  full_name: string;
  phone: string;
  app_role: string;
  purchase_checklist: ChecklistValue;
  pending_email: string | null;
  email_verified_at: Date | null;
  created_at: Date;
  /** Not a column: whether a credentials row exists (accounts made through Google may have none). */
  has_password: boolean;
}
