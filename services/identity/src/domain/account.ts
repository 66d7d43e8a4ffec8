import type { ChecklistValue } from './checklist';
import type { GuidedTourOutcome } from './guided-tour';

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
  /** When the user ended the guided tour; null while it has never run to an end. */
  guided_tour_done_at: Date | null;
  guided_tour_outcome: GuidedTourOutcome | null;
  /** The user's picture (https), from the provider sign-in that created the account; null when there is none. */
  avatar_url: string | null;
  /** Raised to end every other session at once; access tokens carry it (claim `sep`). */
  session_epoch: number;
  /** Not a column: whether a credentials row exists (accounts made through Google may have none). */
  has_password: boolean;
}
