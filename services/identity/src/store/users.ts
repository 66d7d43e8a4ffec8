import type { Knex } from '@homeward/kit';
import type { Account } from '../domain/account';
import type { ChecklistValue } from '../domain/checklist';
import type { GuidedTourOutcome } from '../domain/guided-tour';

export interface NewUser {
  id: string;
  email: string;
  fullName: string;
  /** Set for accounts whose address a provider already proved (Google). */
  verified?: boolean;
  /** The provider's picture (https), for an account a provider sign-in creates. */
  avatarUrl?: string | null;
}

/**
 * Inserts the user unless the e-mail is taken (case-insensitively). Returns false when it was: a concurrent
 * sign-up of the same address loses the race quietly instead of failing its transaction.
 */
export async function insertUserIfNew(db: Knex, user: NewUser): Promise<boolean> {
  const result = await db.raw<{ rowCount: number }>(
    `insert into users (id, email, full_name, email_verified_at, avatar_url)
     values (?, ?, ?, case when ? then now() end, ?) on conflict ((lower(email))) do nothing`,
    [user.id, user.email, user.fullName, user.verified ?? false, user.avatarUrl ?? null],
  );
  return result.rowCount === 1;
}

function selectUsers(db: Knex) {
  return db<Account>('users').select(
    'users.*',
    db.raw('exists (select 1 from credentials where credentials.user_id = users.id) as has_password'),
  );
}

export function findUserByEmail(db: Knex, email: string): Promise<Account | undefined> {
  return selectUsers(db).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

export function findUserById(db: Knex, userId: string): Promise<Account | undefined> {
  return selectUsers(db).where('users.id', userId).first();
}

/** Idempotent: the first verification time is kept. */
export async function markEmailVerified(db: Knex, userId: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ email_verified_at: db.raw('coalesce(email_verified_at, now())') });
}

/** True when an account other than `exceptUserId` has this address (case-insensitively). */
export async function isEmailTaken(db: Knex, email: string, exceptUserId: string): Promise<boolean> {
  const row = await db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNot({ id: exceptUserId })
    .first('id');
  return row !== undefined;
}

export async function updateNameAndPhone(
  db: Knex,
  userId: string,
  profile: { fullName: string; phone: string },
): Promise<void> {
  await db('users').where({ id: userId }).update({ full_name: profile.fullName, phone: profile.phone });
}

export async function setPendingEmail(db: Knex, userId: string, pendingEmail: string | null): Promise<void> {
  await db('users').where({ id: userId }).update({ pending_email: pendingEmail });
}

/** The confirmed new address replaces the old one; the link that confirmed it also proved the inbox. */
export async function replaceEmail(db: Knex, userId: string, email: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({
      email,
      pending_email: null,
      email_verified_at: db.raw('coalesce(email_verified_at, now())'),
    });
}

export async function updateChecklist(
  db: Knex,
  userId: string,
  checklist: ChecklistValue,
): Promise<ChecklistValue> {
  const [row] = await db<Account>('users')
    .where({ id: userId })
    .update({ purchase_checklist: JSON.stringify(checklist) as unknown as ChecklistValue })
    .returning('purchase_checklist');
  if (!row) throw new Error(`user ${userId} vanished while saving the checklist`);
  return row.purchase_checklist;
}

/**
 * Records the end of the guided tour once: a second end (another tab, a retry) keeps the first time and outcome.
 * Returns the stored time, or undefined when the user does not exist.
 */
export async function markGuidedTourDone(
  db: Knex,
  userId: string,
  outcome: GuidedTourOutcome,
): Promise<Date | undefined> {
  const [row] = await db<Account>('users')
    .where({ id: userId })
    .update({
      guided_tour_done_at: db.raw('coalesce(guided_tour_done_at, now())') as unknown as Date,
      guided_tour_outcome: db.raw('coalesce(guided_tour_outcome, ?)', [
        outcome,
      ]) as unknown as GuidedTourOutcome,
    })
    .returning('guided_tour_done_at');
  return row?.guided_tour_done_at ?? undefined;
}
